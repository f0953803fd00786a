/**
 * `npm run bench:classify`: what classifying one SMTP reply costs (`classifySmtpReply`, the
 * contract's bounce classifier), over the fixture's real replies. After a warm-up, each reply is
 * classified in `BATCHES` batches of `ROUNDS` calls; its cost is the mean call of its fastest
 * batch, so a batch another process interrupted on a busy machine does not count. Prints p50 and
 * p95 of that cost across the replies, the CPU time of every call measured (the process's own
 * user + system time, all batches), the first call of a fresh process (it builds the rules'
 * matcher) and the load average; exits with 1 when the p95 misses the budget.
 */
import { cpus, loadavg } from 'node:os';
import { classifySmtpReply } from '../src/contract/bounces/classify';
import { smtpReplyFixtures } from '../src/contract/bounces/replies.fixture';
import { percentile, printTable, type BenchRow } from './report';

const batches = Number(process.env.BATCHES ?? 10);
const rounds = Number(process.env.ROUNDS ?? 200);
const budgetUs = 20;
const replies = smtpReplyFixtures;
const us = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} µs`;
const cpuUs = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

const firstCpu = cpuUs();
const firstStart = process.hrtime.bigint();
classifySmtpReply(replies[0]!.reply, replies[0]!.hints);
const firstCallMs = Number(process.hrtime.bigint() - firstStart) / 1e6;
const firstCallCpuMs = (cpuUs() - firstCpu) / 1000;

for (let warm = 0; warm < 200; warm++) for (const r of replies) classifySmtpReply(r.reply, r.hints);

const cost: number[] = [];
const loadBefore = loadavg()[0]!;
const cpuStart = cpuUs();
for (const { reply, hints } of replies) {
  let best = Infinity;
  for (let b = 0; b < batches; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) classifySmtpReply(reply, hints);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / rounds);
  }
  cost.push(best);
}
const cpuPerCall = (cpuUs() - cpuStart) / (replies.length * batches * rounds);
const loadAfter = loadavg()[0]!;

const p95 = percentile(cost, 95);
const rows: BenchRow[] = [
  {
    area: 'service',
    measure: `classify one SMTP reply: p50 · p95 · slowest over the ${replies.length} replies (fastest of ${batches} × ${rounds} calls each)`,
    value: `p50 ${us(percentile(cost, 50))} · p95 ${us(p95)} · ${us(Math.max(...cost))}`,
    budget: `p95 < ${budgetUs} µs`,
    met: p95 < budgetUs,
  },
  {
    area: 'service',
    measure: 'classify one SMTP reply: CPU time per call, every call measured',
    value: us(cpuPerCall),
    budget: '—',
    met: null,
  },
  {
    area: 'service',
    measure: 'classify, first call of a process (builds the matcher): wall · CPU',
    value: `${firstCallMs.toFixed(1)} ms · ${firstCallCpuMs.toFixed(1)} ms`,
    budget: '—',
    met: null,
  },
];
console.log(
  `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.versions.node}; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
);
printTable(rows);
process.exitCode = rows.some((r) => r.met === false) ? 1 : 0;
