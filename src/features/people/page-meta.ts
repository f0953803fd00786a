/** The pages' titles and descriptions, small enough for the entry chunk (see webhooks/page-meta.ts). */
export const peoplePageMeta = {
  title: 'People',
  description:
    'Who may sign in to this console, with which role, and how: invite people, change their roles, end their sessions and require a second factor.',
} as const;

export const accountPageMeta = {
  title: 'My account',
  description:
    'Who you are here and how you sign in: your password, a second factor from an authenticator app, and every browser where you are signed in, to sign out of any you no longer use.',
} as const;
