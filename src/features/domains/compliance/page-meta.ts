/** The sender-rules page's title and description, small enough for the entry chunk. */
export const compliancePageMeta = {
  title: 'Sender rules',
  description:
    "Gmail, Yahoo and Microsoft's rules for anyone sending 5,000 or more messages a day to their users, each proved from your own mail: authentication, one-click unsubscribe, complaints under 0.3%.",
} as const;
