import { z } from './zod';
import { idParamSchema, idPathParams, uuidParamSchema, uuidPathParams } from './common';
import type { Permission } from './auth';
import {
  alertIncidentSchema,
  alertListDataSchema,
  alertListQuerySchema,
  alertPreviewBodySchema,
  alertPreviewDataSchema,
  alertRuleDataSchema,
  alertRuleListDataSchema,
  createAlertRuleBodySchema,
  updateAlertRuleBodySchema,
} from './alerts';
import { auditListDataSchema, auditListQuerySchema } from './audit';
import {
  apiKeyDataSchema,
  apiKeyListDataSchema,
  createApiKeyBodySchema,
  createdApiKeyDataSchema,
  currentKeyDataSchema,
} from './keys';
import {
  createDomainBodySchema,
  dkimRotationBodySchema,
  domainDetailSchema,
  domainListDataSchema,
  domainSchema,
} from './domains';
import { statsBouncesDataSchema, statsBouncesQuerySchema } from './bounce-stats';
import { complianceDataSchema, complianceQuerySchema } from './compliance';
import { classifyRepliesBodySchema, classifyRepliesDataSchema } from './smtp-replies';
import { createMessageBodySchema, messageDataSchema, messageEventsDataSchema } from './messages';
import { messageExportQuerySchema, messageListDataSchema, messageListQuerySchema } from './message-search';
import { statsDailyDataSchema, statsOverviewDataSchema, statsQuerySchema } from './stats';
import {
  batchSuppressionBodySchema,
  batchSuppressionDataSchema,
  createSuppressionBodySchema,
  deletedSuppressionDataSchema,
  suppressionDataSchema,
  suppressionListDataSchema,
  suppressionListQuerySchema,
} from './suppressions';
import {
  createRemovalBodySchema,
  removalDataSchema,
  removalStepBodySchema,
  removalStepDataSchema,
} from './suppression-removals';
import {
  createWebhookBodySchema,
  replayWebhookBodySchema,
  rotateSecretBodySchema,
  updateWebhookBodySchema,
  webhookDataSchema,
  webhookDeliveryDataSchema,
  webhookDeliveryListDataSchema,
  webhookDeliveryListQuerySchema,
  webhookListDataSchema,
  webhookReplayDataSchema,
  webhookWithSecretDataSchema,
} from './webhooks';
import { onFirstUse } from './on-first-use';

/** `/webhooks/{id}/deliveries/{delivery_id}/…`: a webhook id and a delivery UUID. */
const deliveryPathParams = onFirstUse(() => z.object({ id: idParamSchema, delivery_id: uuidParamSchema }));

export interface Endpoint {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Relative to `/api/v1`, with `{param}` segments as in the spec. */
  path: string;
  /** `any`: every valid key may call it (the key's own description). */
  permission: Permission | 'any';
  summary: string;
  /** `true` for what the spec does not state but DESIGN.md adds; clients feature-detect these. */
  extension?: true;
  /** Query parameters or body fields of a spec endpoint that are extensions; clients feature-detect each. */
  extensionFields?: readonly string[];
  /** The `{name}` segments of `path`, validated (canonical ids, UUIDs) before any lookup. */
  params?: z.ZodMiniObject;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The body may be left out entirely (it then counts as `{}`): an older, bodyless call still works. */
  bodyOptional?: true;
  status: 200 | 201 | 202;
  data: z.ZodMiniType;
  /** Set when the answer is not the JSON envelope but a stream of this media type (an export). */
  produces?: 'text/csv';
}

/** Every operation of the API: drives the OpenAPI document and the service's route table. */
export const endpoints = {
  listSuppressions: {
    method: 'get',
    path: '/suppressions',
    permission: 'admin',
    status: 200,
    summary: 'List suppressions, newest first, with keyset paging, search and filters',
    extensionFields: ['bounce_class', 'bounce_side'],
    query: suppressionListQuerySchema,
    data: suppressionListDataSchema,
  },
  createSuppression: {
    method: 'post',
    path: '/suppressions',
    permission: 'admin',
    status: 201,
    summary: 'Suppress an address (409 when it is already suppressed)',
    extensionFields: ['source'],
    body: createSuppressionBodySchema,
    data: suppressionDataSchema,
  },
  batchSuppressions: {
    method: 'post',
    path: '/suppressions/batch',
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Suppress up to 1000 addresses; each item answers created, exists or invalid',
    // The batches of one import share one audit entry; refused by name, plain batches still work.
    extensionFields: ['import'],
    body: batchSuppressionBodySchema,
    data: batchSuppressionDataSchema,
  },
  deleteSuppression: {
    method: 'delete',
    path: '/suppressions/{id}',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    summary:
      'Remove a suppression; answers the removed row (and, an extension, the removal_id that restores it exactly)',
    data: deletedSuppressionDataSchema,
  },
  createSuppressionRemoval: {
    method: 'post',
    path: '/suppressions/removals',
    permission: 'admin',
    status: 201,
    extension: true,
    summary: 'Start removing every suppression a filter matches; nothing is removed until it is continued',
    // Refused by name, these leave the removal of a plain filter standing.
    extensionFields: ['bounce_class', 'bounce_side'],
    body: createRemovalBodySchema,
    data: removalDataSchema,
  },
  getSuppressionRemoval: {
    method: 'get',
    path: '/suppressions/removals/{id}',
    params: uuidPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'A removal: its filter, how many rows it matched, removed and restored',
    data: removalDataSchema,
  },
  continueSuppressionRemoval: {
    method: 'post',
    path: '/suppressions/removals/{id}/continue',
    params: uuidPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Remove the next rows of a removal (up to `limit`, one transaction); `done` when none are left',
    body: removalStepBodySchema,
    bodyOptional: true,
    data: removalStepDataSchema,
  },
  restoreSuppressionRemoval: {
    method: 'post',
    path: '/suppressions/removals/{id}/restore',
    params: uuidPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary:
      'Put back the next rows a removal (of a filter, or a DELETE) took, exactly as they were (up to `limit`); an address suppressed again since is skipped',
    body: removalStepBodySchema,
    bodyOptional: true,
    data: removalStepDataSchema,
  },
  listMessages: {
    method: 'get',
    path: '/messages',
    permission: 'stats',
    status: 200,
    extension: true,
    summary:
      'The activity log: messages newest first, filtered by status, event, time, recipient, subject, domain, bounce class, provider or ID prefix',
    extensionFields: [
      'bounce_class',
      'bounce_side',
      'provider',
      'exact_total',
      'system',
      'api_key_id',
      'stream',
    ],
    query: messageListQuerySchema,
    data: messageListDataSchema,
  },
  exportMessages: {
    method: 'get',
    path: '/messages/export',
    permission: 'stats',
    status: 200,
    extension: true,
    produces: 'text/csv',
    summary: 'Every message the activity filters match, newest first, as a streamed CSV',
    query: messageExportQuerySchema,
    data: onFirstUse(() => z.string()),
  },
  createMessage: {
    method: 'post',
    path: '/messages',
    permission: 'send',
    status: 202,
    extension: true,
    summary: 'Submit a message to the delivery simulator (422 when the recipient is suppressed)',
    body: createMessageBodySchema,
    data: messageDataSchema,
  },
  getMessage: {
    method: 'get',
    path: '/messages/{id}',
    params: uuidPathParams,
    permission: 'stats',
    status: 200,
    summary: 'A message and its current status',
    data: messageDataSchema,
  },
  getMessageEvents: {
    method: 'get',
    path: '/messages/{id}/events',
    params: uuidPathParams,
    permission: 'stats',
    status: 200,
    summary: 'The full event timeline of a message, oldest first',
    data: messageEventsDataSchema,
  },
  statsOverview: {
    method: 'get',
    path: '/stats/overview',
    permission: 'stats',
    status: 200,
    summary: 'Totals and rates over a range of UTC days (default: the last 30)',
    extensionFields: ['group_by', 'stream'],
    query: statsQuerySchema,
    data: statsOverviewDataSchema,
  },
  statsDaily: {
    method: 'get',
    path: '/stats/daily',
    permission: 'stats',
    status: 200,
    summary: 'One row per UTC day of the range, oldest first, zeros for quiet days',
    extensionFields: ['stream'],
    query: statsQuerySchema,
    data: statsDailyDataSchema,
  },
  statsBounces: {
    method: 'get',
    path: '/stats/bounces',
    permission: 'stats',
    status: 200,
    extension: true,
    summary:
      'Why mail failed: bounces, deferrals and failures per class and side, per day and group, with the top replies',
    query: statsBouncesQuerySchema,
    data: statsBouncesDataSchema,
  },
  classifySmtpReplies: {
    method: 'post',
    path: '/smtp-replies/classify',
    permission: 'stats',
    status: 200,
    extension: true,
    summary: 'Explain SMTP replies: the class, side, codes, blocklist, explanation and action of each',
    body: classifyRepliesBodySchema,
    data: classifyRepliesDataSchema,
  },
  listDomains: {
    method: 'get',
    path: '/domains',
    permission: 'stats',
    status: 200,
    extension: true,
    summary:
      'Sending domains with their health (a service may answer only id and name, for the statistics filter)',
    data: domainListDataSchema,
  },
  createDomain: {
    method: 'post',
    path: '/domains',
    permission: 'admin',
    status: 201,
    extension: true,
    summary: 'Add a sending domain: the service generates its DKIM key and answers the records to publish',
    body: createDomainBodySchema,
    data: domainDetailSchema,
  },
  getDomain: {
    method: 'get',
    path: '/domains/{id}',
    params: idPathParams,
    permission: 'stats',
    status: 200,
    extension: true,
    summary:
      'One sending domain: records to publish with what the last check found, reverse DNS, blocklists, history',
    data: domainDetailSchema,
  },
  deleteDomain: {
    method: 'delete',
    path: '/domains/{id}',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Remove a sending domain and its keys; answers the removed domain',
    data: domainSchema,
  },
  checkDomain: {
    method: 'post',
    path: '/domains/{id}/check',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Check the domain now (within 10 s): answers the domain with the new findings',
    data: domainDetailSchema,
  },
  rotateDomainDkim: {
    method: 'post',
    path: '/domains/{id}/dkim-rotation',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary:
      'Rotate the DKIM key a step at a time: publish_next (a second selector), switch (once it is verified), retire_old',
    body: dkimRotationBodySchema,
    data: domainDetailSchema,
  },
  listWebhooks: {
    method: 'get',
    path: '/webhooks',
    permission: 'admin',
    status: 200,
    summary: 'All webhooks',
    data: webhookListDataSchema,
  },
  createWebhook: {
    method: 'post',
    path: '/webhooks',
    permission: 'admin',
    status: 201,
    summary: 'Subscribe an HTTPS endpoint; the answer carries the signing secret, shown only this once',
    body: createWebhookBodySchema,
    data: webhookWithSecretDataSchema,
  },
  updateWebhook: {
    method: 'patch',
    path: '/webhooks/{id}',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Edit a webhook in place (url, event_types) or pause and resume it (enabled)',
    body: updateWebhookBodySchema,
    data: webhookDataSchema,
  },
  deleteWebhook: {
    method: 'delete',
    path: '/webhooks/{id}',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    summary: 'Delete a webhook; answers the removed webhook',
    data: webhookDataSchema,
  },
  listWebhookDeliveries: {
    method: 'get',
    path: '/webhooks/{id}/deliveries',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: "A webhook's deliveries with every attempt, newest first",
    data: webhookDeliveryListDataSchema,
    query: webhookDeliveryListQuerySchema,
  },
  testWebhook: {
    method: 'post',
    path: '/webhooks/{id}/test',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Send a test event now; answers the delivery with the outcome of its first attempt',
    data: webhookDeliveryDataSchema,
  },
  retryWebhookDelivery: {
    method: 'post',
    path: '/webhooks/{id}/deliveries/{delivery_id}/retry',
    params: deliveryPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary:
      'Attempt a pending or failed delivery once more, now; answers it with the outcome (409 when it was delivered already or is being sent or retried right now)',
    data: webhookDeliveryDataSchema,
  },
  rotateWebhookSecret: {
    method: 'post',
    path: '/webhooks/{id}/rotate-secret',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary:
      'Replace the signing secret now or after activate_in_hours; the answer carries the new one, shown only this once',
    body: rotateSecretBodySchema,
    bodyOptional: true,
    data: webhookWithSecretDataSchema,
  },
  replayWebhookDeliveries: {
    method: 'post',
    path: '/webhooks/{id}/replay',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary:
      'Send every delivery since a time again (optionally only failed ones) under its own delivery id; dry_run only counts',
    body: replayWebhookBodySchema,
    data: webhookReplayDataSchema,
  },
  currentKey: {
    method: 'get',
    path: '/keys/current',
    permission: 'any',
    status: 200,
    extension: true,
    summary: 'The key making the request: its name and every permission it has',
    data: currentKeyDataSchema,
  },
  listKeys: {
    method: 'get',
    path: '/keys',
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Every API key: name, permissions, created, last used, revoked (never the key itself)',
    data: apiKeyListDataSchema,
  },
  createKey: {
    method: 'post',
    path: '/keys',
    permission: 'admin',
    status: 201,
    extension: true,
    summary:
      'Create a key with permissions the calling key holds (403 for any other); the answer carries the key itself, shown only this once',
    body: createApiKeyBodySchema,
    data: createdApiKeyDataSchema,
  },
  revokeKey: {
    method: 'delete',
    path: '/keys/{id}',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Revoke a key at once (409 for the key making the request or the last admin key)',
    data: apiKeyDataSchema,
  },
  listAuditLog: {
    method: 'get',
    path: '/audit-log',
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Every change made through the API and the automatic ones, newest first, keyset-paged',
    // Refused by name, the search leaves the log and its other filters standing.
    extensionFields: ['q'],
    query: auditListQuerySchema,
    data: auditListDataSchema,
  },
  listAlertRules: {
    method: 'get',
    path: '/alert-rules',
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Every alert rule with how many of its incidents are firing',
    data: alertRuleListDataSchema,
  },
  createAlertRule: {
    method: 'post',
    path: '/alert-rules',
    permission: 'admin',
    status: 201,
    extension: true,
    summary: 'Create an alert rule: a metric, a threshold, a window, a minimum volume, a scope and channels',
    body: createAlertRuleBodySchema,
    data: alertRuleDataSchema,
  },
  updateAlertRule: {
    method: 'patch',
    path: '/alert-rules/{id}',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: "Change a rule's settings; its open incidents are closed and it starts afresh",
    body: updateAlertRuleBodySchema,
    data: alertRuleDataSchema,
  },
  deleteAlertRule: {
    method: 'delete',
    path: '/alert-rules/{id}',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Delete a rule; its open incidents are closed, its history is kept',
    data: alertRuleDataSchema,
  },
  previewAlertRule: {
    method: 'post',
    path: '/alert-rules/preview',
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Replay a rule over the last 7 or 30 days: the metric, and every span where it would have fired',
    body: alertPreviewBodySchema,
    data: alertPreviewDataSchema,
  },
  listAlerts: {
    method: 'get',
    path: '/alerts',
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'Incidents, firing first then newest, with every notification and its outcome; keyset-paged',
    query: alertListQuerySchema,
    data: alertListDataSchema,
  },
  getAlert: {
    method: 'get',
    path: '/alerts/{id}',
    params: idPathParams,
    permission: 'admin',
    status: 200,
    extension: true,
    summary: 'One incident with every notification and its outcome (a link to it, whatever page it is on)',
    data: alertIncidentSchema,
  },
  getCompliance: {
    method: 'get',
    path: '/compliance',
    permission: 'stats',
    status: 200,
    extension: true,
    summary:
      "The mailbox providers' sender rules (Gmail, Yahoo, Microsoft): a checklist with each rule's verdict and evidence, for the account or one domain",
    query: complianceQuerySchema,
    data: complianceDataSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
