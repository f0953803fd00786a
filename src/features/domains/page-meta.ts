/** The page's title and description, small enough for the entry chunk (see webhooks/page-meta.ts). */
export const domainsPageMeta = {
  title: 'Domains',
  description:
    'The domains you send from, the DNS records each needs, and whether they are still right: receivers refuse mail that fails these checks.',
} as const;
