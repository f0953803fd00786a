import { describe, expect, it } from 'vitest';
import { incidentDrilldownHref } from '@/features/alerts/lib/drilldown';
import { readActivityFilters, activityUrlDefaults } from '@/features/messages/lib/activity-filters';

// An incident links into the activity log by its URL keys: checked here, above both features.
const read = (href: string) => {
  const params = new URL(href, 'http://relaydesk.test').searchParams;
  const state = { ...activityUrlDefaults, ...Object.fromEntries(params) };
  return readActivityFilters(state, Date.parse('2026-11-25T12:00:00Z')).filters;
};

describe('incidentDrilldownHref', () => {
  it('asks the activity log for the incident’s days, domain, events and provider (unknown events left out)', () => {
    const href = incidentDrilldownHref({
      drilldown: {
        from: '2026-11-24T23:05:00.000Z',
        to: '2026-11-25T01:00:00.000Z',
        event: ['bounced', 'deferred', 'exploded'],
        domain_id: 2,
        provider: 'gmail',
      },
    });
    expect(href).toBe(
      '/messages?provider=gmail&event=bounced%2Cdeferred&range=custom&since=2026-11-24&until=2026-11-25&domain=2',
    );
    expect(read(href!)).toEqual({
      event: ['bounced', 'deferred'],
      from: '2026-11-24',
      to: '2026-11-25',
      domain_id: 2,
      provider: ['gmail'],
    });
  });

  it('ends a firing incident’s range today, and has no link without a drill-down', () => {
    const href = incidentDrilldownHref(
      { drilldown: { from: '2026-11-25T10:00:00.000Z', to: null } },
      Date.parse('2026-11-26T06:00:00Z'),
    );
    expect(read(href!)).toEqual({ from: '2026-11-25', to: '2026-11-26' });
    expect(incidentDrilldownHref({ drilldown: null })).toBeNull();
  });

  it('leaves out a provider the log does not know (another service’s own name)', () => {
    const href = incidentDrilldownHref({
      drilldown: { from: '2026-11-25T10:00:00.000Z', to: '2026-11-25T11:00:00.000Z', provider: 'aol' },
    });
    expect(href).not.toContain('provider');
  });
});
