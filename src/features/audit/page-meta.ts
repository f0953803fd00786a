/** The page's title and description, small enough for the entry chunk (see webhooks/page-meta.ts). */
export const auditPageMeta = {
  title: 'Audit log',
  description:
    'Every change made through the API, by which person or key, and the ones the service made itself. Entries are never edited; an import is one entry, counting all its batches.',
} as const;
