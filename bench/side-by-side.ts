/**
 * The same first-load figures for a well-known open-source admin dashboard, built here from a pinned
 * commit (never committed to this repository): satnaing/shadcn-admin, React 19 + Vite + TanStack
 * Router + shadcn/ui. Its source comes from a local git directory holding that commit when
 * `SHADCN_ADMIN_GIT_DIR` names one (a mirror, for machines without GitHub), else from GitHub; its
 * dependencies are installed and its build made once, in bench/.work/peers (gitignored), and reused.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFirstLoad } from './first-load';
import { lighthouseRuns, medianLighthouse } from './lighthouse';
import { ms, printTable, type BenchRow } from './report';
import { serveStatic } from './static-server';

const peer = {
  name: 'shadcn-admin',
  repo: 'https://github.com/satnaing/shadcn-admin.git',
  commit: 'a6352e7df0de652e4349f6bf53ca246de6ff013f',
  mirror: process.env.SHADCN_ADMIN_GIT_DIR,
  /** Its dashboard home page: the page someone opening the app lands on. */
  path: '/',
};
const port = Number(process.env.SIDE_BY_SIDE_PORT ?? 8816);
const dir = fileURLToPath(new URL(`.work/peers/${peer.name}/`, import.meta.url));
const run = (cmd: string, args: string[], cwd = dir) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

/** Source at the pinned commit, `npm install`, `vite build`: each step only when not done yet. */
export function ensurePeerBuilt(): string {
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  if (!existsSync(join(dir, 'package.json'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`side by side: fetching ${peer.name} at ${peer.commit.slice(0, 8)}…`);
    if (peer.mirror) {
      execFileSync('sh', [
        '-c',
        `git --git-dir="${peer.mirror}" archive ${peer.commit} | tar -x -C "${dir}"`,
      ]);
    } else {
      run('git', ['init', '-q']);
      run('git', ['fetch', '-q', '--depth', '1', peer.repo, peer.commit]);
      run('git', ['checkout', '-q', 'FETCH_HEAD']);
    }
  }
  if (!existsSync(join(dir, 'node_modules', 'vite'))) {
    console.log(`side by side: npm install for ${peer.name} (once)…`);
    // Its lockfile is pnpm's; npm resolves the same ranges. No install scripts are needed to build.
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error']);
  }
  console.log(`side by side: building ${peer.name} (once)…`);
  // Its `build` script type-checks first (tsc -b); only the bundle matters here.
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error']);
  return dist;
}

export async function runSideBySide(): Promise<BenchRow[]> {
  const dist = ensurePeerBuilt();
  const firstLoad = measureFirstLoad(dist);
  const server = await serveStatic(dist, port);
  try {
    // Judged the way Relaydesk's pages are: the median of the same number of runs.
    const { median: lh, scores } = await medianLighthouse(
      `${server.url}${peer.path}`,
      lighthouseRuns,
      peer.name,
    );
    const row = (measure: string, value: string): BenchRow => ({
      area: 'side by side',
      measure: `${peer.name}: ${measure}`,
      value,
      budget: '—',
      met: null,
    });
    return [
      row('first-load JS (gzip)', `${(firstLoad.jsGzip / 1024).toFixed(1)} KB`),
      row('first-load CSS (gzip)', `${(firstLoad.cssGzip / 1024).toFixed(1)} KB`),
      row(
        `Lighthouse mobile performance, median of ${scores.length} (${scores.join(', ')})`,
        String(lh.performance),
      ),
      row('Lighthouse accessibility', String(lh.accessibility)),
      row('FCP / LCP', `${ms(lh.fcpMs)} / ${ms(lh.lcpMs)}`),
      row('TBT / CLS', `${ms(lh.tbtMs)} / ${lh.cls.toFixed(3)}`),
    ];
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printTable(await runSideBySide());
