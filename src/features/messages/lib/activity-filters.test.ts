import { describe, expect, it } from 'vitest';
import { fieldGate, forgetCapabilities, learnCapability } from '@/lib/capabilities';
import { messagesPageState } from '@/lib/page-state/messages';
import { readPageState } from '@/lib/page-state/page-state';
import { readActivityFilters } from './activity-filters';

/** The filters a query string asks for, read as the page reads it. */
const fromUrl = (query: Record<string, string>, usable?: (field: string) => boolean) =>
  readActivityFilters(readPageState(messagesPageState, new URLSearchParams(query)).state, Date.now(), usable)
    .filters;
const custom = (since: string, until: string) => fromUrl({ range: 'custom', since, until });

describe('readActivityFilters: custom days', () => {
  it('asks for the days given', () => {
    expect(custom('2026-01-01', '2026-01-31')).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  });

  it.each(['0000-01-01', '1969-12-31', '2026-02-30', '2026-1-1'])(
    'leaves out %s, a day the service would refuse',
    (day) => {
      expect(custom(day, day)).not.toHaveProperty('from');
      expect(custom(day, day)).not.toHaveProperty('to');
    },
  );
});

describe('readActivityFilters: provider', () => {
  const read = (provider: string, usable?: (field: string) => boolean) => fromUrl({ provider }, usable);

  it('asks for the known providers in the URL, leaving out any other', () => {
    expect(read('gmail,aol,other')).toEqual({ provider: ['gmail', 'other'] });
  });

  it('leaves the provider out where the service has no such filter', () => {
    expect(read('gmail', (field) => field !== 'provider')).toEqual({});
  });
});

describe('readActivityFilters: extension filters', () => {
  it('sends each extension filter until the service refuses that one (a refused class keeps the side)', () => {
    forgetCapabilities();
    learnCapability('listMessages.bounce_class', false);
    expect(fromUrl({ bounce_class: 'reputation', bounce_side: 'sender' }, fieldGate('listMessages'))).toEqual(
      {
        bounce_side: ['sender'],
      },
    );
    forgetCapabilities();
  });
});
