import { describe, expect, it } from 'vitest';
import { incident } from '../test/fixtures';
import { mergeIncidentPages } from './incident-pages';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('mergeIncidentPages', () => {
  it('lists every page’s incidents firing first, then the newest', () => {
    const pages = [
      {
        incidents: [
          incident({ id: 5, started_at: at(20) }),
          incident({ id: 4, state: 'resolved', started_at: at(24) }),
        ],
      },
      {
        incidents: [
          incident({ id: 3, state: 'closed', started_at: at(22) }),
          incident({ id: 2, started_at: at(10) }),
        ],
      },
    ];
    expect(mergeIncidentPages(pages).map((i) => i.id)).toEqual([5, 2, 4, 3]);
  });

  it('lists an incident that moved between pages once, as the later answer has it', () => {
    const pages = [
      { incidents: [incident({ id: 7, state: 'firing', started_at: at(20) })] },
      {
        incidents: [
          incident({ id: 7, state: 'resolved', started_at: at(20) }),
          incident({ id: 6, state: 'resolved', started_at: at(19) }),
        ],
      },
    ];
    expect(mergeIncidentPages(pages).map((i) => [i.id, i.state])).toEqual([
      [7, 'resolved'],
      [6, 'resolved'],
    ]);
  });
});
