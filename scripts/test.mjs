// `npm test`: every check the project has, in order, then one line summing every test runner:
// `N passed, N failed`. A failing check counts as one failure and stops nothing else from running,
// so a single run shows everything that is wrong.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const run = (name, command, args, env = {}) => {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`(${name}: ${took(started)})`);
  if (status !== 0) failures.push(name);
  return status === 0;
};

const took = (started) => `${Math.round((Date.now() - started) / 1000)} s`;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Runs the static checks side by side, then prints each one's output in order. */
const checkTogether = async (checks) => {
  const started = Date.now();
  const outcomes = await Promise.all(
    checks.map(
      ([, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() }));
        }),
    ),
  );
  checks.forEach(([name], i) => {
    console.log(`\n▶ ${name}`);
    process.stdout.write(outcomes[i].output);
    if (outcomes[i].status !== 0) {
      failures.push(name);
      results.failed++;
    }
  });
  console.log(`(static checks: ${took(started)})`);
};

await checkTogether([
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['type check (service)', 'npx', ['tsc', '-p', 'tsconfig.server.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
]);

rmSync('test-results', { recursive: true, force: true });
run('unit and integration tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests + (vitest.numRuntimeErrorTestSuites ?? 0);
  results.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else results.failed++;

if (run('build', 'npx', ['vite', 'build'])) {
  run('e2e (Playwright, Chromium, real service)', 'npm', ['run', 'test:e2e']);
  const e2e = readJson('test-results/e2e-report.json');
  if (e2e) {
    results.passed += e2e.stats.expected + e2e.stats.flaky;
    results.failed += e2e.stats.unexpected;
    results.skipped += e2e.stats.skipped;
  } else results.failed++;
} else results.failed++;

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(
  `\n${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`,
);
process.exit(results.failed || failures.length ? 1 : 0);
