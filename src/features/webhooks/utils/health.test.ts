import { describe, expect, it } from 'vitest';
import type { WebhookHealth } from '@/contract';
import { summarizeHealth } from './health';

const health = (h: Partial<WebhookHealth>): WebhookHealth => ({
  attempts_24h: 0,
  succeeded_24h: 0,
  last_status_code: null,
  last_error: null,
  last_attempt_at: null,
  pending: 0,
  ...h,
});
const at = '2026-11-21T05:11:26.000Z';

describe('summarizeHealth', () => {
  it('says there was no traffic, or that deliveries are queued', () => {
    expect(summarizeHealth(health({}))).toMatchObject({
      tone: 'neutral',
      label: 'No traffic',
      detail: 'No attempts in 24 h',
      last: null,
    });
    expect(summarizeHealth(health({ pending: 3 }))).toMatchObject({ label: 'Queued', detail: '3 pending' });
  });

  it('tones the success rate: green from 99%, amber from 90%, red below', () => {
    const ok = { last_status_code: 200, last_attempt_at: at };
    expect(summarizeHealth(health({ attempts_24h: 200, succeeded_24h: 200, ...ok }))).toMatchObject({
      tone: 'success',
      label: '100%',
      detail: '200 attempts in 24 h',
      last: 'HTTP 200',
      lastOk: true,
    });
    expect(summarizeHealth(health({ attempts_24h: 1000, succeeded_24h: 950, ...ok }))).toMatchObject({
      tone: 'warning',
      label: '95.0%',
    });
    expect(summarizeHealth(health({ attempts_24h: 4, succeeded_24h: 1, pending: 2, ...ok }))).toMatchObject({
      tone: 'danger',
      label: '25.0%',
      detail: '4 attempts in 24 h · 2 pending',
    });
  });

  it('never shows green when the latest attempt failed, and names its error', () => {
    expect(
      summarizeHealth(
        health({
          attempts_24h: 1000,
          succeeded_24h: 999,
          last_status_code: 500,
          last_error: 'HTTP 500',
          last_attempt_at: at,
        }),
      ),
    ).toMatchObject({ tone: 'warning', label: '99.9%', last: 'HTTP 500', lastOk: false });
    expect(
      summarizeHealth(
        health({ attempts_24h: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:9', last_attempt_at: at }),
      ),
    ).toMatchObject({
      tone: 'danger',
      label: '0%',
      detail: '1 attempt in 24 h',
      last: 'connect ECONNREFUSED 127.0.0.1:9',
    });
  });
});
