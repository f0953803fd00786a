/** The pages' titles and descriptions, small enough for the entry chunk (see webhooks/page-meta.ts). */
export const peoplePageMeta = {
  title: 'People',
  description:
    'Who may sign in to this console, with which role, and how: invite people, change their roles, end their sessions and require a second factor.',
} as const;

export const accountPageMeta = {
  title: 'My account',
  description: 'Your password, your second factor and where you are signed in.',
} as const;
