import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import { Secret, TOTP } from 'otpauth';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapi from '../../src/contract/openapi.json';
import type { endpoints } from '../../src/contract/endpoints';
import { addPerson, browserHeaders, sessionTokenSet } from '../test/signed-in-person';
import { startTestService, type TestService } from '../test/harness';
import { startReceiver } from '../test/receiver';

/**
 * Every operation, answered live by the service, checked against the OpenAPI document an outside
 * validator (a Prism proxy, a client generator) would use: the status is declared for that
 * operation and the body matches the declared schema.
 */
type Doc = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Response> }>>;
};
type Response = { content: Record<string, { schema: object }> };
const doc = openapi as unknown as Doc & { components: object };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...doc, $id: 'openapi' } as object);

const operations = new Map(
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => [op.operationId, { path, method, op }] as const),
  ),
);
const seen = new Set<string>();

let s: TestService;
let receiverClose: () => Promise<void>;
beforeAll(async () => {
  s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true });
  const receiver = await startReceiver();
  receiverClose = receiver.close;
  (s as TestService & { receiverUrl?: string }).receiverUrl = receiver.url;
});
afterAll(async () => {
  await s.close();
  await receiverClose();
});

/** Calls one operation and checks the answer against the document; returns the parsed JSON. */
async function check(
  operationId: keyof typeof endpoints,
  path: string,
  body?: unknown,
  key: string | null = s.keys.all,
  headers: Record<string, string> = {},
) {
  const operation = operations.get(operationId);
  expect(operation, operationId).toBeDefined();
  const res = await s.call(operation!.method.toUpperCase(), path, body, key, headers);
  const declared = operation!.op.responses[String(res.status)];
  expect(
    declared,
    `${operationId} answered ${res.status}, which the document does not declare`,
  ).toBeDefined();
  seen.add(`${operationId} ${res.status}`);
  const stream = Object.keys(declared!.content).find((type) => type !== 'application/json');
  if (stream && res.status < 400) {
    expect(res.headers.get('content-type'), operationId).toContain(stream);
    return res;
  }
  const pointer = `openapi#/paths/${operation!.path.replaceAll('~', '~0').replaceAll('/', '~1')}/${operation!.method}/responses/${res.status}/content/application~1json/schema`;
  const validate = ajv.getSchema(pointer)!;
  expect(validate(res.json), `${operationId} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return res;
}

describe('the OpenAPI document agrees with the service', () => {
  it('for every operation, on success and on the errors it documents', async () => {
    const receiverUrl = (s as TestService & { receiverUrl?: string }).receiverUrl!;
    const created = await check('createSuppression', '/suppressions', { email: 'doc@openapi.example' });
    expect(created.status).toBe(201);
    await check('createSuppression', '/suppressions', { email: 'doc@openapi.example' }); // 409
    await check('createSuppression', '/suppressions', { email: 'nope' }); // 400
    await check('listSuppressions', '/suppressions?limit=2');
    await check('listSuppressions', '/suppressions?limit=abc'); // 400
    await check('batchSuppressions', '/suppressions/batch', {
      items: [{ email: 'b@openapi.example' }, { email: 'x' }],
    });
    await check('deleteSuppression', `/suppressions/${created.json.data.suppression.id}`);
    await check('deleteSuppression', '/suppressions/999999'); // 404
    await check('deleteSuppression', '/suppressions/0x10'); // 400
    const removal = await check('createSuppressionRemoval', '/suppressions/removals', {
      q: '@openapi.example',
    });
    const removalPath = `/suppressions/removals/${removal.json.data.removal.id}`;
    await check('createSuppressionRemoval', '/suppressions/removals', { reason: [] }); // 400
    await check('getSuppressionRemoval', removalPath);
    await check('getSuppressionRemoval', '/suppressions/removals/00000000-0000-4000-8000-000000000000'); // 404
    await check('continueSuppressionRemoval', `${removalPath}/continue`, { limit: 100 });
    await check('continueSuppressionRemoval', `${removalPath}/continue`, { limit: 0 }); // 400
    await check('restoreSuppressionRemoval', `${removalPath}/restore`);
    await check('continueSuppressionRemoval', `${removalPath}/continue`); // 409

    const sent = await check('createMessage', '/messages', { to: 'bounce@openapi.example', subject: 'hi' });
    await s.settle();
    await check('createMessage', '/messages', { to: 'bounce@openapi.example', subject: 'again' }); // 422
    const id = sent.json.data.message.id as string;
    await check('getMessage', `/messages/${id}`);
    await check('getMessage', '/messages/00000000-0000-4000-8000-000000000000'); // 404
    await check('getMessageEvents', `/messages/${id}/events`);
    await check('listMessages', '/messages?to=bounce@openapi.example');
    await check('listMessages', '/messages?recipient=@openapi.example&event=bounced&status=hard_bounced');
    await check('listMessages', '/messages?subject=hi'); // 400: too short to search
    await check('exportMessages', '/messages/export?recipient=@openapi.example');
    await check('exportMessages', '/messages/export?from=2026-02-01&to=2026-01-01'); // 400
    await check('statsOverview', '/stats/overview');
    await check('statsDaily', '/stats/daily?from=2026-01-01&to=2026-01-03');
    await check('statsDaily', '/stats/daily?from=2026-02-01&to=2026-01-01'); // 400
    await check('statsBounces', '/stats/bounces?group_by=provider');
    await check('statsBounces', '/stats/bounces?group_by=country'); // 400
    await check('listDomains', '/domains');
    await check('listDomains', '/domains?q=%00'); // 400: NUL is refused in any query
    // A reserved name: with no DNS_SERVERS its check asks no DNS at all.
    const domain = await check('createDomain', '/domains', { name: 'doc.openapi.test' });
    const domainPath = `/domains/${domain.json.data.id}`;
    await check('createDomain', '/domains', { name: 'doc.openapi.test' }); // 409
    await check('createDomain', '/domains', { name: 'no spaces' }); // 400
    await check('getDomain', domainPath);
    await check('getDomain', '/domains/999999'); // 404
    await check('checkDomain', `${domainPath}/check`);
    await check('getCompliance', `/compliance?domain_id=${domain.json.data.id}`);
    await check('getCompliance', '/compliance');
    await check('getCompliance', '/compliance?domain_id=999999'); // 404
    await check('getCompliance', '/compliance?domain_id=x'); // 400
    await check('rotateDomainDkim', `${domainPath}/dkim-rotation`, { step: 'publish_next' });
    await check('rotateDomainDkim', `${domainPath}/dkim-rotation`, { step: 'switch' }); // 409: not verified
    await check('rotateDomainDkim', `${domainPath}/dkim-rotation`, { step: 'later' }); // 400
    await check('deleteDomain', domainPath);
    await check('deleteDomain', domainPath); // 404
    const replies = [
      '550 5.1.1 The email account that you tried to reach does not exist',
      '421 4.7.0 Try again later',
    ];
    expect((await check('classifySmtpReplies', '/smtp-replies/classify', { replies })).status).toBe(200);
    await check('classifySmtpReplies', '/smtp-replies/classify', { replies: [] }); // 400
    await check('listMessages', '/messages?bounce_class=invalid_recipient&bounce_side=recipient');
    await check('listSuppressions', '/suppressions?bounce_side=sender');

    const hook = await check('createWebhook', '/webhooks', { url: receiverUrl, event_types: ['delivered'] });
    const hookId = hook.json.data.webhook.id as number;
    await check('listWebhooks', '/webhooks');
    await check('listWebhooks', '/webhooks?q=%00'); // 400
    const test = await check('testWebhook', `/webhooks/${hookId}/test`);
    await check('listWebhookDeliveries', `/webhooks/${hookId}/deliveries`);
    await check('retryWebhookDelivery', `/webhooks/${hookId}/deliveries/${test.json.data.delivery.id}/retry`); // 409: delivered
    await check(
      'retryWebhookDelivery',
      `/webhooks/${hookId}/deliveries/00000000-0000-4000-8000-000000000000/retry`,
    );
    await check('rotateWebhookSecret', `/webhooks/${hookId}/rotate-secret`);
    await check('rotateWebhookSecret', `/webhooks/${hookId}/rotate-secret`, { activate_in_hours: 1 });
    await check('rotateWebhookSecret', `/webhooks/${hookId}/rotate-secret`, { activate_in_hours: 999 }); // 400
    const since = new Date(Date.now() - 3_600_000).toISOString();
    await check('replayWebhookDeliveries', `/webhooks/${hookId}/replay`, { since, dry_run: true });
    await check('replayWebhookDeliveries', `/webhooks/${hookId}/replay`, { since, failed_only: true });
    await check('replayWebhookDeliveries', `/webhooks/${hookId}/replay`, { since: 'soon' }); // 400
    await check('replayWebhookDeliveries', '/webhooks/999999/replay', { since }); // 404
    await check('updateWebhook', `/webhooks/${hookId}`, { enabled: false });
    await check('updateWebhook', `/webhooks/${hookId}`, { url: 'https://10.0.0.1/x' }); // 400
    await check('deleteWebhook', `/webhooks/${hookId}`);
    await check('deleteWebhook', `/webhooks/${hookId}`); // 404

    await check('currentKey', '/keys/current');
    await check('currentKey', '/keys/current?q=%00'); // 400
    const key = await check('createKey', '/keys', { name: 'doc', permissions: ['stats'] });
    await check('createKey', '/keys', { name: 'doc', permissions: ['send'] }, s.keys.admin); // 403
    await check('listKeys', '/keys');
    await check('listKeys', '/keys?q=%00'); // 400
    await check('listAuditLog', '/audit-log?limit=5');
    await check('listAuditLog', '/audit-log?from=0000-01-01T00:00:00Z'); // 400: before 1970
    await check('revokeKey', `/keys/${key.json.data.key.id}`);
    await check('revokeKey', `/keys/${key.json.data.key.id}`); // 409
    const rule = await check('createAlertRule', '/alert-rules', {
      name: 'doc',
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.05,
      window_minutes: 60,
      channels: [{ type: 'email', to: 'oncall@doc.test' }, { type: 'webhook' }],
    });
    await check('createAlertRule', '/alert-rules', { name: 'doc', metric: 'bounce_rate' }); // 400
    const ruleId = rule.json.data.rule.id as number;
    await check('listAlertRules', '/alert-rules');
    await check('updateAlertRule', `/alert-rules/${ruleId}`, { enabled: false });
    await check('updateAlertRule', `/alert-rules/${ruleId}`, { threshold: 3 }); // 400
    const preview = {
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.05,
      window_minutes: 60,
      days: 7,
    };
    await check('previewAlertRule', '/alert-rules/preview', preview);
    await check('previewAlertRule', '/alert-rules/preview', { ...preview, days: 3 }); // 400
    await check('listAlerts', '/alerts?state=firing');
    await check('listAlerts', '/alerts?state=burning'); // 400
    await check('getAlert', '/alerts/999999'); // 404
    await check('getAlert', '/alerts/nine'); // 400
    await check('deleteAlertRule', `/alert-rules/${ruleId}`);
    await check('deleteAlertRule', `/alert-rules/${ruleId}`); // 404
    await check('listSuppressions', '/suppressions', undefined, s.keys.stats); // 403
    await check('statsOverview', '/stats/overview', undefined, 'not-a-valid-key-at-all-0000'); // 401
  });

  it('for signing in and out, with the session cookie', async () => {
    const origin = { origin: new URL(s.base).origin };
    const person = { email: 'doc@openapi.example', password: 'a document of its own 1' };
    await addPerson(s.db, { ...person, role: 'viewer' });
    await check('signInMethods', '/auth/methods', undefined, null);
    const signedIn = await check('signIn', '/session', person, null, origin);
    await check('signIn', '/session', { ...person, password: 'not the password 1' }, null, origin); // 401
    await check('signIn', '/session', { email: person.email }, null, origin); // 400
    await check('signIn', '/session', person, null, { origin: 'https://elsewhere.example' }); // 403
    const session = { token: sessionTokenSet(signedIn.headers)!, csrfToken: signedIn.json.data.csrf_token };
    const cookie = browserHeaders(s.base, session);
    await check('currentSession', '/session', undefined, null, cookie);
    await check('currentSession', '/session'); // 403: a key
    await check('currentKey', '/keys/current', undefined, null, cookie); // 409: a person
    await check('signOut', '/session', undefined, null, { ...cookie, 'x-csrf-token': 'forged' }); // 403
    await check('signOut', '/session', undefined, null, cookie);
    await check('signOut', '/session', undefined, null, cookie); // 401
  });

  it('for people, their accounts and single sign-on', async () => {
    const origin = { origin: new URL(s.base).origin };
    const owner = { email: 'owner@openapi.example', password: 'the owner of the document 1' };
    await addPerson(s.db, { ...owner, role: 'owner' });
    const signedIn = await check('signIn', '/session', owner, null, origin);
    const cookie = browserHeaders(s.base, {
      token: sessionTokenSet(signedIn.headers)!,
      csrfToken: signedIn.json.data.csrf_token,
    });
    const as = (id: Parameters<typeof check>[0], path: string, body?: unknown) =>
      check(id, path, body, null, cookie);

    const invited = await as('invitePerson', '/people', { email: 'new@openapi.example', role: 'support' });
    await as('invitePerson', '/people', { email: 'new@openapi.example', role: 'support' }); // 409
    await as('invitePerson', '/people', { email: 'nope', role: 'support' }); // 400
    const id = invited.json.data.person.id as number;
    await as('listPeople', '/people');
    await as('resendInvitation', `/people/${id}/invitation`);
    await as('updatePerson', `/people/${id}`, { role: 'viewer' });
    await as('updatePerson', `/people/${id}`, { role: 'emperor' }); // 400
    await as('resetPersonTotp', `/people/${id}/totp-reset`);
    await as('listPersonSessions', `/people/${id}/sessions`);
    await as('revokePersonSessions', `/people/${id}/sessions`);
    await as('removePerson', `/people/${id}`);
    await as('removePerson', `/people/${id}`); // 404
    await as('getSignInSettings', '/sign-in-settings');
    await as('updateSignInSettings', '/sign-in-settings', { require_totp: false });

    const unknown = { token: 'x'.repeat(43) };
    await check('readInvitation', '/auth/invitation', unknown, null); // 410
    await check(
      'acceptInvitation',
      '/auth/invitation/accept',
      { ...unknown, name: 'A', password: 'long enough passw0rd' },
      null,
    ); // 410
    await check('requestPasswordReset', '/auth/password-reset', { email: owner.email }, null);
    await check(
      'completePasswordReset',
      '/auth/password-reset/complete',
      { ...unknown, password: 'long enough passw0rd' },
      null,
    ); // 410

    const enrolled = await as('beginTotpEnrollment', '/account/totp');
    const totp = new TOTP({ secret: Secret.fromBase32(enrolled.json.data.secret as string) });
    await as('confirmTotpEnrollment', '/account/totp/confirm', { code: '000000' }); // 400
    await as('confirmTotpEnrollment', '/account/totp/confirm', { code: totp.generate() });
    // The next time step's code: the confirming one is spent.
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    await as('regenerateRecoveryCodes', '/account/recovery-codes', { code: next });
    await as('removeTotp', '/account/totp/remove', { code: '999999' }); // 400
    await as('listMySessions', '/account/sessions');
    await as('revokeMySession', `/account/sessions/${randomUUID()}`); // 404
    await as('revokeMyOtherSessions', '/account/sessions/revoke-others');
    await as('changePassword', '/account/password', { current_password: 'wrong', new_password: 'x' }); // 400

    // Single sign-on is a browser navigation: a redirect, here to the sign-in page saying it is not set up.
    for (const [id, path] of [
      ['oidcStart', '/auth/oidc/start'],
      ['oidcCallback', '/auth/oidc/callback?code=a&state=b'],
    ] as const) {
      const res = await fetch(`${s.base}${path}`, { redirect: 'manual' });
      expect(operations.get(id)!.op.responses[String(res.status)], `${id} ${res.status}`).toBeDefined();
      expect(res.headers.get('location'), id).toMatch(/\/sign-in\?error=/);
      seen.add(`${id} ${res.status}`);
    }
  });

  it('declares a 400 on every operation: any query holding NUL is refused, whatever the route', () => {
    const without400 = [...operations].filter(([, { op }]) => !op.responses['400']).map(([id]) => id);
    expect(without400).toEqual([]);
  });

  it('states the range of times it accepts wherever a request carries one', () => {
    const audit = doc.paths['/api/v1/audit-log']!.get! as unknown as {
      parameters: { name: string; schema: { description?: string } }[];
    };
    const from = audit.parameters.find((p) => p.name === 'from');
    expect(from?.schema.description).toMatch(/1970-01-01T00:00:00Z.*9999-12-31T23:59:59\.999Z/);
  });

  it('exercised every operation of the contract', () => {
    const exercised = new Set([...seen].map((entry) => entry.split(' ')[0]));
    expect([...operations.keys()].filter((op) => !exercised.has(op))).toEqual([]);
  });
});

describe('path parameters are canonical', () => {
  it.each(['1e0', '0x1', '%201', '1.0', '01', '+1', '-1', '1%20', '9007199254740993'])(
    'refuses the id %s on every id route with 400 naming the id, changing nothing',
    async (raw) => {
      const made = await s.call('POST', '/suppressions', {
        email: `canon-${Buffer.from(raw).toString('hex')}@openapi.example`,
      });
      const before = (await s.call('GET', '/suppressions?limit=1000')).json.data.total;
      for (const path of [`/suppressions/${raw}`, `/webhooks/${raw}`, `/keys/${raw}`]) {
        const res = await s.call('DELETE', path, undefined, s.keys.all);
        expect(res.status, path).toBe(400);
        expect(res.json.error.details[0].field).toBe('id');
      }
      expect((await s.call('GET', '/suppressions?limit=1000')).json.data.total).toBe(before);
      expect(made.status).toBe(201);
    },
  );

  it('refuses a delivery id that is not a UUID, naming delivery_id', async () => {
    const res = await s.call('POST', '/webhooks/1/deliveries/86/retry');
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe('delivery_id');
  });
});
