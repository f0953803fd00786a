import type { EndpointName } from './endpoints';
import type { Permission } from './auth';
import { powers, type Power, type Role } from './role-names';

/**
 * People and roles (issue 55, an extension). A person's role is a set of powers; every endpoint needs
 * one power (or none: `self` is any signed-in caller about itself, `public` is no sign-in at all). The
 * service checks the power on every route; the dashboard reads the same table to hide what a role
 * cannot use. API keys keep their permissions (`admin`, `stats`, `send`): a key's powers are those of
 * the endpoints its permissions open (`keyPowers`), and a person may create a key only when the key's
 * powers are a subset of the person's own.
 */
const reads: Power[] = [
  'messages.read',
  'stats.read',
  'domains.read',
  'suppressions.read',
  'webhooks.read',
  'alerts.read',
];

/** The role table: what each role may do, in a sentence (README and People page) and as powers. */
export const roleTable: Record<Role, { label: string; sentence: string; powers: readonly Power[] }> = {
  owner: {
    label: 'Owner',
    sentence: 'Everything, including people, their roles and the sign-in settings.',
    powers,
  },
  admin: {
    label: 'Admin',
    sentence:
      'Everything but people and sign-in settings: suppressions, webhooks, alerts, domains, API keys and the audit log; sees who the people are.',
    powers: powers.filter((p) => p !== 'people.manage'),
  },
  support: {
    label: 'Support',
    sentence: "Reads messages, statistics, bounces and domains' health; adds and removes suppressions.",
    powers: ['messages.read', 'stats.read', 'domains.read', 'suppressions.read', 'suppressions.manage'],
  },
  developer: {
    label: 'Developer',
    sentence:
      'Webhooks and API keys (up to their own powers), statistics, messages and domains to read, and sending.',
    powers: [
      'messages.read',
      'messages.send',
      'stats.read',
      'domains.read',
      'webhooks.read',
      'webhooks.manage',
      'keys.read',
      'keys.manage',
    ],
  },
  viewer: {
    label: 'Viewer',
    sentence: 'Reads messages, statistics, domains, suppressions, webhooks and alerts; changes nothing.',
    powers: reads,
  },
};

/** `self`: any signed-in caller, about itself. `public`: no sign-in (signing in, invitations, resets). */
export type EndpointPower = Power | 'self' | 'public';

/**
 * The power each endpoint needs. A `Record` over every endpoint, so a new endpoint does not compile
 * until it is placed here.
 */
export const endpointPowers: Record<EndpointName, EndpointPower> = {
  listSuppressions: 'suppressions.read',
  createSuppression: 'suppressions.manage',
  batchSuppressions: 'suppressions.manage',
  deleteSuppression: 'suppressions.manage',
  createSuppressionRemoval: 'suppressions.manage',
  getSuppressionRemoval: 'suppressions.read',
  continueSuppressionRemoval: 'suppressions.manage',
  restoreSuppressionRemoval: 'suppressions.manage',
  listMessages: 'messages.read',
  exportMessages: 'messages.read',
  createMessage: 'messages.send',
  getMessage: 'messages.read',
  getMessageEvents: 'messages.read',
  statsOverview: 'stats.read',
  statsDaily: 'stats.read',
  statsBounces: 'stats.read',
  classifySmtpReplies: 'stats.read',
  listDomains: 'domains.read',
  createDomain: 'domains.manage',
  getDomain: 'domains.read',
  deleteDomain: 'domains.manage',
  checkDomain: 'domains.manage',
  rotateDomainDkim: 'domains.manage',
  listWebhooks: 'webhooks.read',
  createWebhook: 'webhooks.manage',
  updateWebhook: 'webhooks.manage',
  deleteWebhook: 'webhooks.manage',
  listWebhookDeliveries: 'webhooks.read',
  testWebhook: 'webhooks.manage',
  retryWebhookDelivery: 'webhooks.manage',
  rotateWebhookSecret: 'webhooks.manage',
  replayWebhookDeliveries: 'webhooks.manage',
  currentKey: 'self',
  listKeys: 'keys.read',
  createKey: 'keys.manage',
  revokeKey: 'keys.manage',
  listAuditLog: 'audit.read',
  listAlertRules: 'alerts.read',
  createAlertRule: 'alerts.manage',
  updateAlertRule: 'alerts.manage',
  deleteAlertRule: 'alerts.manage',
  previewAlertRule: 'alerts.read',
  listAlerts: 'alerts.read',
  getAlert: 'alerts.read',
  getCompliance: 'stats.read',
  // People and sessions.
  signInMethods: 'public',
  signIn: 'public',
  currentSession: 'self',
  signOut: 'self',
  requestPasswordReset: 'public',
  completePasswordReset: 'public',
  readInvitation: 'public',
  acceptInvitation: 'public',
  oidcStart: 'public',
  oidcCallback: 'public',
  changePassword: 'self',
  beginTotpEnrollment: 'self',
  confirmTotpEnrollment: 'self',
  removeTotp: 'self',
  regenerateRecoveryCodes: 'self',
  listMySessions: 'self',
  revokeMySession: 'self',
  revokeMyOtherSessions: 'self',
  listPeople: 'people.read',
  invitePerson: 'people.manage',
  updatePerson: 'people.manage',
  removePerson: 'people.manage',
  resendInvitation: 'people.manage',
  resetPersonTotp: 'people.manage',
  listPersonSessions: 'people.manage',
  revokePersonSessions: 'people.manage',
  getSignInSettings: 'people.read',
  updateSignInSettings: 'people.manage',
};

export const rolePowers = (role: Role): ReadonlySet<Power> => new Set(roleTable[role].powers);

/**
 * The powers an API key's permissions give: those of the endpoints each permission opens. People
 * powers are never a key's (`people.*` endpoints are for people only), so a key cannot be used to
 * raise a person's role.
 */
export function keyPowers(
  permissionsOf: Record<EndpointName, { permission: Permission | 'any' | 'person' | 'public' }>,
  granted: readonly Permission[],
): ReadonlySet<Power> {
  const out = new Set<Power>();
  for (const [name, endpoint] of Object.entries(permissionsOf) as [EndpointName, { permission: string }][]) {
    const power = endpointPowers[name];
    if (power === 'self' || power === 'public') continue;
    if (granted.includes(endpoint.permission as Permission)) out.add(power);
  }
  return out;
}
