import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@/lib/href';
import { navItems } from './nav-items';

// The paths the first load writes out itself (navigation, root redirect) and href's table are one.
describe('the pages’ paths', () => {
  const paths: readonly string[] = Object.values(pagePaths);

  it('has each navigation item go to a page of the href table', () => {
    for (const item of navItems) expect(paths).toContain(item.to);
    expect(paths).toEqual(expect.arrayContaining(['/stats', '/suppressions'])); // the root redirect's
  });

  it('has a route for every page of the href table', () => {
    const router = readFileSync(join(__dirname, 'router.tsx'), 'utf8');
    const routes = [...router.matchAll(/<Route path="([^"*]+)"/g)].map(([, p]) => `/${p}`);
    for (const path of paths) {
      const shape = path === pagePaths.newAlertRule ? pagePaths.alertRule : path;
      expect(routes).toContain(shape);
    }
  });
});

// One gate: a page and its navigation item need the same power.
describe('the pages’ powers', () => {
  it('has each route module gate its page with its navigation item’s power', () => {
    for (const item of navItems) {
      const module = item.to.split('/')[1]!;
      const source = readFileSync(join(__dirname, 'routes', `${module}.tsx`), 'utf8');
      expect(source, item.to).toContain(`<RequirePermission power="${item.power}"`);
    }
  });
});
