/**
 * The page's title and description. Its own module, small enough for the entry chunk: the router
 * shows them while the page's code loads, and the permission gate while the key is checked.
 */
export const messagesPageMeta = {
  title: 'Messages',
  description: 'Find a message, read its delivery timeline and follow it live.',
} as const;
