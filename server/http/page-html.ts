import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The dashboard's index.html for a deep link, with modulepreload links for the page's own chunks
 * (`route-preloads.json`, written by the build): the browser fetches the page's code alongside the
 * entry script instead of after it has run. Read again whenever a build replaces the files, so a
 * running service never hands out chunk names that are gone.
 */
export function pageHtml(distDir: string) {
  const indexPath = join(distDir, 'index.html');
  const preloadsPath = join(distDir, 'route-preloads.json');
  let cache: { stamp: string; html: string; byPage: Map<string, string> } | undefined;

  const modified = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;

  return (pathname: string): string | undefined => {
    const indexModified = modified(indexPath);
    if (!indexModified) return undefined;
    const stamp = `${indexModified}:${modified(preloadsPath)}`;
    if (cache?.stamp !== stamp) {
      const html = readFileSync(indexPath, 'utf8');
      const preloads = readPreloads(preloadsPath);
      const byPage = new Map(
        Object.entries(preloads).map(([page, files]) => {
          const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
          return [page, html.replace('</head>', `${links}</head>`)];
        }),
      );
      cache = { stamp, html, byPage };
    }
    const page = pathname.split('/')[1] ?? '';
    return cache.byPage.get(page) ?? cache.html;
  };
}

/** `{ page: ["/assets/….js", …] }`; none (an older build) just means no preloads. */
function readPreloads(path: string): Record<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) &&
        entry[1].every((file) => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file)),
    ),
  );
}
