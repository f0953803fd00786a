import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dashboardCsp } from './middleware';

const rootElement = '<div id="root"></div>';

/**
 * The dashboard's index.html for a deep link, with what the build wrote for that page:
 *
 * - modulepreload links for the page's own chunks (`route-preloads.json`), beside the entry script
 *   in `<template id="app-code">` (which the boot script loads once the first frame is on screen):
 *   the browser fetches the page's code alongside the entry instead of after it has run;
 * - the page's first frame (`page-shells.json`, by exact path) inside #root: a phone paints the
 *   layout and the page's header at once, long before the code and the data arrive. The app's
 *   first render replaces it with the same frame. Until then it is inert and hidden from assistive
 *   technology: a button there would do nothing, so nothing there can be clicked, focused or read
 *   out as if it worked.
 *
 * The build puts the first paint's script and stylesheet into index.html itself (vite.config.ts,
 * inlineFirstPaint), so the page's CSP allows those elements by the hashes of their text, taken from
 * the built file. Each page's HTML is compressed once (no work per request): with the stylesheet in
 * it, it would otherwise travel at about 90 KB.
 *
 * Read again whenever a build replaces the files, so a running service never hands out chunk names
 * that are gone.
 */
export function pageHtml(distDir: string) {
  const indexPath = join(distDir, 'index.html');
  const preloadsPath = join(distDir, 'route-preloads.json');
  const shellsPath = join(distDir, 'page-shells.json');
  type Build = {
    html: string;
    csp: string;
    preloads: Record<string, string[]>;
    shells: Record<string, string>;
  };
  let cache: { stamp: string; build: Build; pages: Map<string, PageHtml> } | undefined;

  const modified = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;

  return (pathname: string): PageHtml | undefined => {
    const indexModified = modified(indexPath);
    if (!indexModified) return undefined;
    const stamp = `${indexModified}:${modified(preloadsPath)}:${modified(shellsPath)}`;
    if (cache?.stamp !== stamp) {
      const html = readFileSync(indexPath, 'utf8');
      const build = {
        html,
        csp: dashboardCsp({ scripts: inlineHashes(html, 'script'), styles: inlineHashes(html, 'style') }),
        preloads: readPreloads(preloadsPath),
        shells: readShells(shellsPath),
      };
      cache = { stamp, build, pages: new Map() };
    }
    const { preloads, shells, csp } = cache.build;
    // Keyed by what the build knows (a page, a path with a frame), never by the whole path: a
    // message's ID or a made-up path cannot grow the cache.
    const page = pathname.split('/')[1] ?? '';
    const path = pathname.replace(/\/+$/, '');
    const pagePreloads = Object.hasOwn(preloads, page) ? preloads[page] : undefined;
    const shell = Object.hasOwn(shells, path) ? shells[path] : undefined;
    const key = `${pagePreloads ? page : ''} ${shell ? path : ''}`;
    let found = cache.pages.get(key);
    if (found === undefined) {
      found = compressedOnce(withPage(cache.build.html, pagePreloads ?? [], shell), csp);
      cache.pages.set(key, found);
    }
    return found;
  };
}

export interface PageHtml {
  html: string;
  /** The page's Content-Security-Policy: the dashboard's, with its inline elements' hashes. */
  csp: string;
  /** The HTML as the browser accepts it (brotli, gzip or plain), compressed on first use. */
  encoded(acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' };
}

function compressedOnce(html: string, csp: string): PageHtml {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    html,
    csp,
    encoded(accept = '') {
      if (accepts(accept, 'br')) {
        br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        return { body: br, encoding: 'br' };
      }
      if (accepts(accept, 'gzip')) {
        gzip ??= gzipSync(html, { level: 9 });
        return { body: gzip, encoding: 'gzip' };
      }
      return { body: html };
    },
  };
}

/** Whether an Accept-Encoding header lists this coding, and not with `q=0`. */
function accepts(header: string, coding: string) {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    return name === coding && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/** `'sha256-…'` of each inline `<script>` or `<style>` element's text, as CSP matches it. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  // Bare, or named by a data attribute (the boot script's `data-boot`): never one with a `src`.
  const inline = new RegExp(`<${tag}(?:\\s+data-[\\w-]+)*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(inline)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
}

function withPage(html: string, preloads: string[], shell: string | undefined) {
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  // Replaced through functions: a `$` in the markup is text, not a replacement pattern.
  return html
    .replace('</template>', () => `${links}</template>`)
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
