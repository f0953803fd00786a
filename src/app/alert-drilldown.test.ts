import { describe, expect, it } from 'vitest';
import { incidentDrilldownHref } from '@/features/alerts/lib/drilldown';
import { hasExactTimes, readActivityFilters } from '@/features/messages/lib/activity-filters';
import { messagesPageState } from '@/lib/page-state/messages';
import { readPageState } from '@/lib/page-state/page-state';

// An incident links into the activity log by its URL keys: checked here, above both features.
const stateOf = (href: string) => {
  const params = new URL(href, 'http://relaydesk.test').searchParams;
  return readPageState(messagesPageState, params).state;
};
const read = (href: string) => readActivityFilters(stateOf(href), Date.parse('2026-11-25T12:00:00Z')).filters;

describe('incidentDrilldownHref', () => {
  it('asks the activity log for the incident’s exact window, domain, events, statuses and provider', () => {
    const href = incidentDrilldownHref({
      drilldown: {
        from: '2026-11-24T23:05:00.000Z',
        to: '2026-11-25T01:00:12.345Z',
        event: ['bounced', 'deferred', 'exploded'],
        status: ['hard_bounced', 'vanished'],
        domain_id: 2,
        provider: 'gmail',
      },
    });
    expect(read(href!)).toEqual({
      event: ['bounced', 'deferred'],
      status: ['hard_bounced'],
      from: '2026-11-24T23:05:00.000Z',
      to: '2026-11-25T01:00:12.345Z',
      domain_id: 2,
      provider: ['gmail'],
    });
    expect(hasExactTimes(stateOf(href!))).toBe(true);
  });

  it('ends an open range now, and has no link without a drill-down', () => {
    const href = incidentDrilldownHref(
      { drilldown: { from: '2026-11-25T10:00:00.000Z', to: null } },
      Date.parse('2026-11-26T06:00:00Z'),
    );
    expect(read(href!)).toEqual({ from: '2026-11-25T10:00:00.000Z', to: '2026-11-26T06:00:00.000Z' });
    expect(incidentDrilldownHref({ drilldown: null })).toBeNull();
  });

  it('opens a key-volume incident on its key, by id', () => {
    const href = incidentDrilldownHref({
      drilldown: { from: '2026-11-25T10:00:00.000Z', to: '2026-11-25T11:00:00.000Z', api_key_id: 4 },
    });
    expect(read(href!)).toEqual({
      from: '2026-11-25T10:00:00.000Z',
      to: '2026-11-25T11:00:00.000Z',
      api_key_id: 4,
    });
  });

  it('leaves out a provider the log does not know (another service’s own name)', () => {
    const href = incidentDrilldownHref({
      drilldown: { from: '2026-11-25T10:00:00.000Z', to: '2026-11-25T11:00:00.000Z', provider: 'aol' },
    });
    expect(href).not.toContain('provider');
  });
});

describe('the activity log’s custom range', () => {
  const state = (since: string, until: string) =>
    readPageState(messagesPageState, new URLSearchParams({ range: 'custom', since, until })).state;
  it('takes whole days and exact times (offsets read in UTC), and drops what is neither', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(readActivityFilters(state('2026-11-24', '2026-11-25T01:30:00+01:00'), now).filters).toEqual({
      from: '2026-11-24',
      to: '2026-11-25T00:30:00.000Z',
    });
    expect(readActivityFilters(state('yesterday', '2026-13-01'), now).filters).toEqual({});
    expect(hasExactTimes(state('2026-11-24', '2026-11-25'))).toBe(false);
  });

  it('says when the range ends before it starts, to the millisecond', () => {
    const got = readActivityFilters(state('2026-11-25T10:00:00.001Z', '2026-11-25T10:00:00Z'), 0);
    expect(got.filters).toEqual({ from: '2026-11-25T10:00:00.001Z' });
    expect(got.waiting).toEqual(['the custom range ends before it starts']);
  });
});
