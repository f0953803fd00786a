import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const rootElement = '<div id="root"></div>';

/**
 * The dashboard's index.html for a deep link, with what the build wrote for that page:
 *
 * - modulepreload links for the page's own chunks (`route-preloads.json`): the browser fetches the
 *   page's code alongside the entry script instead of after it has run;
 * - the page's first frame (`page-shells.json`, by exact path) inside #root: a phone paints the
 *   layout and the page's header at once, long before the code and the data arrive. The app's
 *   first render replaces it with the same frame. Until then it is inert and hidden from assistive
 *   technology: a button there would do nothing, so nothing there can be clicked, focused or read
 *   out as if it worked.
 *
 * Read again whenever a build replaces the files, so a running service never hands out chunk names
 * that are gone.
 */
export function pageHtml(distDir: string) {
  const indexPath = join(distDir, 'index.html');
  const preloadsPath = join(distDir, 'route-preloads.json');
  const shellsPath = join(distDir, 'page-shells.json');
  type Build = { html: string; preloads: Record<string, string[]>; shells: Record<string, string> };
  let cache: { stamp: string; build: Build; pages: Map<string, string> } | undefined;

  const modified = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;

  return (pathname: string): string | undefined => {
    const indexModified = modified(indexPath);
    if (!indexModified) return undefined;
    const stamp = `${indexModified}:${modified(preloadsPath)}:${modified(shellsPath)}`;
    if (cache?.stamp !== stamp) {
      const build = {
        html: readFileSync(indexPath, 'utf8'),
        preloads: readPreloads(preloadsPath),
        shells: readShells(shellsPath),
      };
      cache = { stamp, build, pages: new Map() };
    }
    const { preloads, shells } = cache.build;
    // Keyed by what the build knows (a page, a path with a frame), never by the whole path: a
    // message's ID or a made-up path cannot grow the cache.
    const page = pathname.split('/')[1] ?? '';
    const path = pathname.replace(/\/+$/, '');
    const pagePreloads = Object.hasOwn(preloads, page) ? preloads[page] : undefined;
    const shell = Object.hasOwn(shells, path) ? shells[path] : undefined;
    const key = `${pagePreloads ? page : ''} ${shell ? path : ''}`;
    let html = cache.pages.get(key);
    if (html === undefined) {
      html = withPage(cache.build.html, pagePreloads ?? [], shell);
      cache.pages.set(key, html);
    }
    return html;
  };
}

function withPage(html: string, preloads: string[], shell: string | undefined) {
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  // Replaced through functions: a `$` in the markup is text, not a replacement pattern.
  return html
    .replace('</head>', () => `${links}</head>`)
    .replace(rootElement, () =>
      shell
        ? `<div id="root"><div data-page-shell inert aria-hidden="true">${shell}</div></div>`
        : rootElement,
    );
}

/** `{ page: ["/assets/….js", …] }`; none (an older build) just means no preloads. */
function readPreloads(path: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(readJsonObject(path)).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) &&
        entry[1].every((file) => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file)),
    ),
  );
}

/** `{ "/path": "<div …>…</div>" }`, markup the build rendered from the app's own components. */
function readShells(path: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(readJsonObject(path)).filter(
      (entry): entry is [string, string] => /^(\/[\w-]+)+$/.test(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

function readJsonObject(path: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
