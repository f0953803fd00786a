/**
 * The page's title and description. Its own module, small enough for the entry chunk: the router
 * shows them while the page's code loads, and the permission gate while the key is checked.
 */
export const webhooksPageMeta = {
  title: 'Webhooks',
  description:
    'HTTPS endpoints that receive signed notifications when email events happen. Every attempt is logged; failures are retried for about a day.',
} as const;
