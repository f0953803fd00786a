/** The page's title and description, small enough for the entry chunk (see webhooks/page-meta.ts). */
export const keysPageMeta = {
  title: 'API keys',
  description:
    'Who can use this dashboard and the API. Give support staff a stats key, revoke a leaked key at once; keys are stored hashed and shown only when created.',
} as const;
