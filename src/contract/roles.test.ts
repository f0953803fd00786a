import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from './endpoints';
import { powers, roles, type Power } from './role-names';
import { endpointPowers, keyPowers, rolePowers, roleTable } from './roles';
import { renderRoleTable } from '../../scripts/role-table';

const names = Object.keys(endpoints) as EndpointName[];
const subset = (a: ReadonlySet<Power>, b: ReadonlySet<Power>) => [...a].every((p) => b.has(p));

describe('the role table', () => {
  it('gives the Owner every power and the Admin every one but managing people', () => {
    expect([...rolePowers('owner')].sort()).toEqual([...powers].sort());
    expect(powers.filter((p) => !rolePowers('admin').has(p))).toEqual(['people.manage']);
  });

  it('gives Support and Viewer no power to change anything but suppressions', () => {
    const writes = (role: (typeof roles)[number]) =>
      [...rolePowers(role)].filter((p) => !p.endsWith('.read'));
    expect(writes('viewer')).toEqual([]);
    expect(writes('support')).toEqual(['suppressions.manage']);
  });

  it('never gives a key a power over people, so a key cannot raise a role', () => {
    const all = keyPowers(endpoints, ['admin', 'stats', 'send']);
    expect([...all].filter((p) => p.startsWith('people.'))).toEqual(['people.read']);
    expect(all.has('people.manage')).toBe(false);
  });

  it('lets each role create exactly the keys within its powers', () => {
    const key = (p: 'admin' | 'stats' | 'send') => keyPowers(endpoints, [p]);
    expect(subset(key('admin'), rolePowers('admin'))).toBe(true);
    expect(subset(key('stats'), rolePowers('developer'))).toBe(true);
    expect(subset(key('send'), rolePowers('developer'))).toBe(true);
    expect(subset(key('admin'), rolePowers('developer'))).toBe(false);
  });

  it('agrees with each endpoint: people-only and public endpoints need no key permission', () => {
    for (const name of names) {
      const { permission } = endpoints[name] as { permission: string };
      const power = endpointPowers[name];
      if (permission === 'public') expect(power, name).toBe('public');
      else if (power === 'public') expect(permission, name).toBe('public');
      if (permission === 'person') expect(power === 'self' || power === 'people.manage', name).toBe(true);
      if (power === 'people.manage') expect(permission, name).toBe('person');
    }
  });

  it('is printed in the README as the contract says it', () => {
    const cells = (table: string) =>
      table
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
        .map((line) =>
          line
            .split('|')
            .slice(1, -1)
            .map((c) => c.trim()),
        );
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const start = readme.indexOf('| role ');
    expect(start, 'the README has the role table').toBeGreaterThan(-1);
    const block = readme.slice(start).split('\n\n')[0]!;
    expect(cells(block)).toEqual(cells(renderRoleTable()));
    expect(roles.map((r) => roleTable[r].label)).toEqual([
      'Owner',
      'Admin',
      'Support',
      'Developer',
      'Viewer',
    ]);
  });
});
