import { describe, expect, it } from 'vitest';
import { readActivityFilters } from '@/features/messages/lib/activity-filters';
import { messagesPageState } from '@/lib/page-state/messages';
import { readPageState } from '@/lib/page-state/page-state';
import { activityLogLink } from '@/features/stats/failure-links';

// The statistics page links into the activity log by its URL keys: checked here, above both features.
const read = (href: string) => {
  const params = new URL(href, 'http://relaydesk.test').searchParams;
  return readActivityFilters(
    readPageState(messagesPageState, params).state,
    Date.parse('2026-11-21T12:00:00Z'),
  ).filters;
};

describe('activityLogLink', () => {
  it('asks the activity log for the class over the same days and sending domain', () => {
    const href = activityLogLink(
      { from: '2026-11-01', to: '2026-11-10', domainId: 2 },
      { bounceClass: 'reputation' },
    );
    expect(href).toBe(
      '/messages?bounce_class=reputation&range=custom&since=2026-11-01&until=2026-11-10&domain=2',
    );
    expect(read(href)).toEqual({
      bounce_class: ['reputation'],
      from: '2026-11-01',
      to: '2026-11-10',
      domain_id: 2,
    });
  });

  it('narrows to the recipient domain of a row grouped by it, and takes a side', () => {
    expect(
      read(
        activityLogLink(
          { from: '2026-11-01', to: '2026-11-01' },
          { bounceSide: 'sender', groupBy: 'recipient_domain', group: 'example.test' },
        ),
      ),
    ).toEqual({ bounce_side: ['sender'], from: '2026-11-01', to: '2026-11-01', recipient: '@example.test' });
    // A row grouped by provider narrows to it, by the log's provider filter.
    expect(
      read(
        activityLogLink(
          { from: '2026-11-01', to: '2026-11-02' },
          { bounceClass: 'content', groupBy: 'provider', group: 'gmail' },
        ),
      ),
    ).toEqual({ bounce_class: ['content'], provider: ['gmail'], from: '2026-11-01', to: '2026-11-02' });
  });

  it('narrows to a mailbox provider', () => {
    const href = activityLogLink(
      { from: '2026-11-01', to: '2026-11-30', domainId: 4 },
      { provider: 'yahoo' },
    );
    expect(read(href)).toEqual({ provider: ['yahoo'], from: '2026-11-01', to: '2026-11-30', domain_id: 4 });
  });
});
