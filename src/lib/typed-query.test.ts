import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@/contract';
import type { z } from '@/contract/zod';
import { buildQueryString } from './api-client';

/**
 * A query is written in the contract's own types and serialised once: what the service parses back
 * with the same schema is exactly what the client wrote. One typical query per endpoint that has one.
 */
const written: { [N in EndpointName]?: Record<string, unknown> } = {
  listSuppressions: {
    limit: 25,
    order: 'email_asc',
    q: 'example.test',
    reason: ['complaint', 'hard_bounce'],
    bounce_side: ['sender'],
    cursor: 'abc',
  },
  listMessages: {
    limit: 50,
    from: '2026-11-01',
    to: '2026-11-24',
    status: ['delivered', 'hard_bounced'],
    event: ['bounced'],
    recipient: '@example.test',
    subject: 'order confirmation',
    domain_id: 3,
    id_prefix: '0f3a',
    bounce_class: ['reputation', 'authentication'],
    bounce_side: ['sender'],
    stream: 'bulk',
  },
  exportMessages: { status: ['deferred'], domain_id: 12, recipient: 'ana@example.test' },
  statsOverview: { from: '2026-11-01', to: '2026-11-24', domain_id: 7, group_by: 'provider' },
  statsDaily: { from: '2026-11-01', to: '2026-11-24', stream: 'bulk' },
  statsBounces: { from: '2026-11-01', to: '2026-11-24', domain_id: 2, group_by: 'recipient_domain' },
  listWebhookDeliveries: { limit: 200 },
  listAlerts: { state: 'firing', rule_id: 3, limit: 25, cursor: 'abc' },
  listAuditLog: {
    limit: 10,
    key_id: 4,
    action: ['suppression.delete', 'key.revoke'],
    target_type: 'suppression',
    target_id: '12',
    person_id: 3,
  },
  oidcStart: { return_to: '/messages?status=bounced' },
  oidcCallback: { code: 'abc123', state: 'xyz789' },
  getCompliance: { domain_id: 5 },
};

describe('typed query inputs', () => {
  const withQuery = (Object.keys(endpoints) as EndpointName[]).filter(
    (name) => (endpoints[name] as { query?: unknown }).query !== undefined,
  );

  it('has a written query for every endpoint that takes one', () => {
    expect(withQuery.sort()).toEqual(Object.keys(written).sort());
  });

  it.each(withQuery)('%s: parsed back by the contract exactly as written', (name) => {
    const query = written[name]!;
    const wire = Object.fromEntries(new URLSearchParams(buildQueryString(query as never)));
    const schema = (endpoints[name] as unknown as { query: z.ZodMiniType }).query;
    const parsed = schema.safeParse(wire);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject(query);
  });

  it('sends lists as comma lists and numbers as digits', () => {
    expect(buildQueryString({ reason: ['complaint', 'manual'], limit: 50, q: '' })).toBe(
      '?reason=complaint%2Cmanual&limit=50',
    );
  });
});
