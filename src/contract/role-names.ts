/** The powers a role may hold, and the roles (the table of what each may do: roles.ts). */
export const powers = [
  'messages.read',
  'messages.send',
  'stats.read',
  'domains.read',
  'domains.manage',
  'suppressions.read',
  'suppressions.manage',
  'webhooks.read',
  'webhooks.manage',
  'alerts.read',
  'alerts.manage',
  'keys.read',
  'keys.manage',
  'audit.read',
  'people.read',
  /** Invite, change roles, remove, reset a second factor, end sessions, sign-in settings. */
  'people.manage',
] as const;
export type Power = (typeof powers)[number];

export const roles = ['owner', 'admin', 'support', 'developer', 'viewer'] as const;
export type Role = (typeof roles)[number];
