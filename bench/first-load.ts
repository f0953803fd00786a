import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './report';

export interface FirstLoad {
  files: { file: string; raw: number; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
}

/**
 * What index.html makes the browser fetch or run before any page code: its entry script, the chunks
 * it preloads (Vite writes a modulepreload link for every static import), its stylesheets, and the
 * script and stylesheet the build put inline (counted as if they were files of their own).
 */
export function measureFirstLoad(distDir: string): FirstLoad {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const measured = (file: string, bytes: Buffer) => ({
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  });
  const files = [
    ...[...new Set(refs)].map((ref) => measured(ref, readFileSync(join(distDir, ref.replace(/^\//, ''))))),
    ...[...html.matchAll(/<script(?:\s+data-[\w-]+)*>([\s\S]*?)<\/script>/g)].map((m) =>
      measured('(inline).js', Buffer.from(m[1]!)),
    ),
    ...[...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) =>
      measured('(inline).css', Buffer.from(m[1]!)),
    ),
  ];
  const sum = (ext: string) => files.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.gzip, 0);
  return { files, jsGzip: sum('.js'), cssGzip: sum('.css') };
}

const firstLoadBudgetKb = 100;

/** The bench table's first-load row, for the build in `distDir`. */
export function firstLoadRow(distDir: string): BenchRow {
  const kb = measureFirstLoad(distDir).jsGzip / 1024;
  return {
    area: 'first load',
    measure: 'first-load JS: the entry chunk and its static imports (gzip)',
    value: `${kb.toFixed(1)} KB`,
    budget: `≤ ${firstLoadBudgetKb} KB`,
    met: kb <= firstLoadBudgetKb,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measureFirstLoad(process.argv[2] ?? 'dist');
  for (const f of result.files)
    console.log(`${f.file}\t${(f.raw / 1024).toFixed(1)} KB\t${(f.gzip / 1024).toFixed(1)} KB gzip`);
  console.log(
    `first-load JS: ${(result.jsGzip / 1024).toFixed(1)} KB gzip, CSS: ${(result.cssGzip / 1024).toFixed(1)} KB gzip`,
  );
}
