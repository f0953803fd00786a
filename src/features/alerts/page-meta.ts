/** The page's title and description, small enough for the entry chunk (see webhooks/page-meta.ts). */
export const alertsPageMeta = {
  title: 'Alerts',
  description:
    'Rules that watch delivery health and the webhook machinery, and the incidents they raised: what fired, when, and who was told.',
} as const;
