import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/contract';
import { auditActor, auditSummary } from './audit-labels';

const entry = (action: string, detail: Record<string, unknown>): AuditEntry => ({
  id: 1,
  at: '2026-11-25T18:00:00.000Z',
  key_id: 1,
  key_name: 'ops',
  action,
  target_type: 'webhook',
  target_id: '7',
  detail,
  request_id: null,
});

describe('auditSummary fills the Change cell', () => {
  it('says a webhook was paused or resumed', () => {
    expect(
      auditSummary(entry('webhook.update', { before: { enabled: true }, after: { enabled: false } })),
    ).toBe('paused');
    expect(
      auditSummary(entry('webhook.update', { before: { enabled: false }, after: { enabled: true } })),
    ).toBe('resumed');
  });

  it('counts a replay and says from when and which', () => {
    expect(
      auditSummary(
        entry('webhook.replay', {
          since: '2026-11-24T18:00:00.000Z',
          failed_only: true,
          replayed: 1234,
          in_flight: 2,
        }),
      ),
    ).toBe('1,234 replayed · 2 already in flight · since 24 Nov 2026, 18:00:00 UTC · failed deliveries only');
  });

  it('says when a rotated secret takes over, or that it signs at once', () => {
    expect(auditSummary(entry('webhook.rotate_secret', { activate_at: '2026-11-26T18:00:00.000Z' }))).toBe(
      'new secret takes over 26 Nov 2026, 18:00:00 UTC',
    );
    expect(auditSummary(entry('webhook.rotate_secret', {}))).toBe('new secret signs at once');
  });

  it('keeps the address, URL or name first, as before', () => {
    expect(auditSummary(entry('suppression.create', { after: { email: 'a@x.io', reason: 'manual' } }))).toBe(
      'a@x.io · reason manual',
    );
  });
});

describe('auditSummary of an import', () => {
  it('names the file, the rows and the batches of the one entry', () => {
    expect(
      auditSummary(
        entry('suppression.batch', {
          import_id: '0b6f1c1e-5d4a-4b8e-9a43-7f2a1b6c9d10',
          file: 'bounces.csv',
          batches: 3,
          items: 2500,
          created: 2400,
          exists: 90,
          invalid: 10,
        }),
      ),
    ).toBe('file bounces.csv · 2,500 rows · 3 batches · 2,400 created · 90 exists · 10 invalid');
  });
});

describe('auditActor names who made a change', () => {
  const by = { key_id: null, key_name: null };
  it('the person (by id where the name is missing), else the key, else the service', () => {
    expect(auditActor({ ...by, person_id: 5, person_name: 'Ana Lima' })).toBe('Ana Lima');
    expect(auditActor({ ...by, person_id: 5, person_name: null })).toBe('Person 5');
    expect(auditActor({ key_id: 2, key_name: 'ops', person_id: null, person_name: null })).toBe('ops');
    expect(auditActor({ key_id: 2, key_name: 'ops' })).toBe('ops');
    expect(auditActor(by)).toBe('The service');
  });
});

describe('auditSummary of people changes', () => {
  it('says the role given, changed, or the second factor required', () => {
    expect(auditSummary(entry('person.invite', { after: { email: 'a@x.io', role: 'support' } }))).toBe(
      'a@x.io · as Support',
    );
    expect(
      auditSummary(entry('person.update', { before: { role: 'owner' }, after: { role: 'admin' } }), {
        subject: false,
      }),
    ).toBe('Owner → Admin');
    expect(
      auditSummary(
        entry('sign_in_settings.update', { before: { require_totp: true }, after: { require_totp: false } }),
      ),
    ).toBe('second factor no longer required');
  });
});
