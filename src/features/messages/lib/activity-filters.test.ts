import { describe, expect, it } from 'vitest';
import { fieldGate, forgetCapabilities, learnCapability } from '@/lib/capabilities';
import { activityUrlDefaults, readActivityFilters } from './activity-filters';

const custom = (since: string, until: string) =>
  readActivityFilters({ ...activityUrlDefaults, range: 'custom', since, until }, Date.now()).filters;

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
  const read = (provider: string, usable?: (field: string) => boolean) =>
    readActivityFilters({ ...activityUrlDefaults, provider }, Date.now(), usable).filters;

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
    const state = { ...activityUrlDefaults, bounce_class: 'reputation', bounce_side: 'sender' };
    expect(readActivityFilters(state, Date.now(), fieldGate('listMessages')).filters).toEqual({
      bounce_side: ['sender'],
    });
    forgetCapabilities();
  });
});
