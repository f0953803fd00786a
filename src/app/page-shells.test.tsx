import { expect, it } from 'vitest';
import { navItems } from './nav-items';
import { framedPaths, renderPageShells } from './page-shells';
import { pageMeta } from './router';

it('every page in the navigation and My account have a frame: the layout, that page marked current in the navigation, its header and a status', () => {
  const shells = renderPageShells();
  expect(Object.keys(shells).sort()).toEqual(framedPaths.toSorted());
  expect(framedPaths).toEqual([...navItems.map((item) => item.to), '/account']);
  for (const [path, html] of Object.entries(shells)) {
    const frame = document.createElement('div');
    frame.innerHTML = html;
    const meta = pageMeta[path.split('/')[1] as keyof typeof pageMeta];
    expect(frame.querySelector('h1')?.textContent).toBe(meta.title);
    const current = frame.querySelector('a[aria-current="page"]')?.getAttribute('href');
    expect(current).toBe(navItems.some((item) => item.to === path) ? path : undefined);
    expect(frame.querySelectorAll('nav[aria-label="Main"] a')).toHaveLength(navItems.length);
    expect(frame.querySelector('main [role="status"]')?.textContent).toBe('Loading page…');
    // The CSP allows no inline script or style: a frame that needs either would render wrong.
    expect(frame.querySelector('script, style, [style]')).toBeNull();
    expect(html).not.toMatch(/\son\w+=/);
  }
});
