import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRecentLookups,
  getRecentLookups,
  maxRecentLookups,
  recentLookupsStorageName,
  rememberLookup,
} from './recent-lookups';

const id = (n: number) => `0b7e3f52-9c1d-4a8e-b2f4-${String(n).padStart(12, '0')}`;

afterEach(() => localStorage.clear());

describe('recent lookups', () => {
  it('keeps ids newest first, without duplicates, up to the maximum', () => {
    for (let n = 1; n <= maxRecentLookups + 2; n++) rememberLookup(id(n));
    rememberLookup(id(5));
    const ids = getRecentLookups();
    expect(ids).toHaveLength(maxRecentLookups);
    expect(ids[0]).toBe(id(5));
    expect(ids[1]).toBe(id(maxRecentLookups + 2));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(id(1));
  });

  it('stores nothing but the ids and clears them', () => {
    rememberLookup(id(1));
    expect(JSON.parse(localStorage.getItem(recentLookupsStorageName)!)).toEqual([id(1)]);
    clearRecentLookups();
    expect(localStorage.getItem(recentLookupsStorageName)).toBeNull();
    expect(getRecentLookups()).toEqual([]);
  });

  it('ignores tampered storage', () => {
    localStorage.setItem(recentLookupsStorageName, JSON.stringify([id(1), 'javascript:alert(1)', 42]));
    expect(getRecentLookups()).toEqual([id(1)]);
    localStorage.setItem(recentLookupsStorageName, '{not json');
    expect(getRecentLookups()).toEqual([]);
  });
});
