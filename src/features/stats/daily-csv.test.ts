import { describe, expect, it } from 'vitest';
import type { StatsDay } from '@/contract';
import { dailyCsv, dailyCsvName } from './daily-csv';

const day = (date: string, over: Partial<StatsDay> = {}): StatsDay => ({
  date,
  accepted: 0,
  delivered: 0,
  hard_bounced: 0,
  soft_bounced: 0,
  deferred: 0,
  failed: 0,
  complained: 0,
  opened: 0,
  clicked: 0,
  ...over,
});

describe('dailyCsv', () => {
  it('writes a header, one CRLF row per day, counters then rates as fractions', () => {
    const csv = dailyCsv([
      day('2026-11-10', {
        accepted: 3392,
        delivered: 3198,
        hard_bounced: 181,
        complained: 6,
        opened: 900,
        clicked: 80,
      }),
      day('2026-11-11'),
    ]);
    const lines = csv.split('\r\n');
    expect(lines).toEqual([
      'date,accepted,delivered,hard_bounced,soft_bounced,deferred,failed,complained,opened,clicked,' +
        'delivery_rate,bounce_rate,complaint_rate,open_rate,click_rate',
      '2026-11-10,3392,3198,181,0,0,0,6,900,80,0.942807,0.053361,0.001876,0.281426,0.025016',
      // A quiet day has no rates: empty cells, not zeros.
      '2026-11-11,0,0,0,0,0,0,0,0,0,,,,,',
      '',
    ]);
  });

  it('writes only the header for no days', () => {
    expect(dailyCsv([])).toBe(
      'date,accepted,delivered,hard_bounced,soft_bounced,deferred,failed,complained,opened,clicked,' +
        'delivery_rate,bounce_rate,complaint_rate,open_rate,click_rate\r\n',
    );
  });

  it('names the file after the range and domain, safely', () => {
    expect(dailyCsvName({ from: '2026-10-01', to: '2026-10-31' })).toBe(
      'relaydesk-stats-2026-10-01_2026-10-31.csv',
    );
    expect(dailyCsvName({ from: '2026-10-01', to: '2026-10-31' }, 'news.acme-shop.com')).toBe(
      'relaydesk-stats-2026-10-01_2026-10-31-news.acme-shop.com.csv',
    );
    expect(dailyCsvName({ from: 'a', to: 'b' }, '../x y')).toBe('relaydesk-stats-a_b-.._x_y.csv');
  });
});
