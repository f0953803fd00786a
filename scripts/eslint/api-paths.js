import { readFileSync } from 'node:fs';

/**
 * The contract's API paths as patterns for the features' ban on hand-written paths, read from
 * src/contract/endpoints.ts and the page routes in src/app/router.tsx. A path that is also a page
 * ('/webhooks', `/messages/${id}`) cannot be told from a link by its text: those are left to the
 * import ban (features cannot reach apiRequest). Every other path is caught: whole in a string
 * ('/stats/daily?from=…'), and in a template by its static pieces ('/suppressions/removals/', '/events').
 */
const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const shapeOf = (path) => path.replace(/\{\w+\}|:\w+/g, '{}');
const escape = (text) => text.replace(/[.*+?^$()|[\]\\/-]/g, '\\$&');

const pages = [...read('src/app/router.tsx').matchAll(/<Route path="([^"*]+)"/g)].map(([, p]) =>
  shapeOf(p.startsWith('/') ? p : `/${p}`),
);
const apiOnly = [...read('src/contract/endpoints.ts').matchAll(/^\s+path: '([^']+)',$/gm)]
  .map(([, p]) => shapeOf(p))
  .filter((p, i, all) => all.indexOf(p) === i && !pages.includes(p));

/** A whole API path, a concrete id in each parameter, with or without a query string. */
const whole = apiOnly.map((p) => escape(p).replaceAll('{}', '[^/?]+'));
/** The static pieces of templated paths, but a first piece that a page path also starts with. */
const pieces = apiOnly
  .filter((p) => p.includes('{}'))
  .flatMap((p) => {
    const [first, ...rest] = p.split('{}');
    const pageToo = pages.some((page) => page.startsWith(first));
    return [...(pageToo ? [] : [first]), ...rest.filter(Boolean)];
  })
  .filter((piece, i, all) => all.indexOf(piece) === i)
  .map(escape);

/** esquery regexes for a string's value and a template piece's raw text; /api/v1 anywhere in either. */
export const apiPathInString = `/(\\/api\\/v1)|^(${whole.join('|')})(\\?.*)?$/`;
export const apiPathInTemplate = `/(\\/api\\/v1)|^((${whole.join('|')})(\\?.*)?|(${pieces.join('|')})([/?].*)?)$/`;

/**
 * A page's path at the start of a string or of a template's first piece ('/alerts?state=firing',
 * `/messages/${id}`): a link between pages, which src/lib/href.ts builds from each page's typed state.
 */
const pageRoots = [...new Set(pages.map((p) => p.split('/')[1]).filter(Boolean))];
export const pagePath = `/^\\/(${pageRoots.join('|')})([/?#].*)?$/`;
