/**
 * The page's title and description. Its own module, small enough for the entry chunk: the router
 * shows them while the page's code loads, and the permission gate while the key is checked.
 */
export const statsPageMeta = {
  title: 'Statistics',
  description:
    'Is mail getting through, and is the sender reputation safe? Totals, rates and health per UTC day.',
} as const;
