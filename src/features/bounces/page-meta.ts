/**
 * The page's title and description. Its own module, small enough for the entry chunk: the router
 * shows them while the page's code loads, and the permission gate while the key is checked.
 */
export const explainBouncePageMeta = {
  title: 'Explain a bounce',
  description:
    'Paste an SMTP reply or a whole bounce message: each reply in it is explained, with whose side it is on and what to do.',
} as const;
