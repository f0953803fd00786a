/**
 * The page's title and description. Its own module, small enough for the entry chunk: the router
 * shows them while the page's code loads, and the permission gate while the key is checked.
 */
export const suppressionsPageMeta = {
  title: 'Suppressions',
  description:
    'Addresses the service will not deliver to: bounced, complained, unsubscribed or added by hand.',
} as const;
