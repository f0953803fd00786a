/**
 * `npm run bench:classify`: what classifying one SMTP reply costs (`classifySmtpReply`, the
 * contract's bounce classifier), over the fixture's real replies. Each reply is classified
 * `ROUNDS` times in a row after a warm-up; its cost is the mean of those, in wall time and in CPU
 * time (the process's own user + system time, which other processes on a busy machine inflate
 * less). Prints p50 and p95 across the replies, the first call of a fresh process (it builds the
 * rules' matcher) and the load average, and exits with 1 when the p95 misses the budget.
 */
import { cpus, loadavg } from 'node:os';
import { classifySmtpReply } from '../src/contract/bounces/classify';
import { smtpReplyFixtures } from '../src/contract/bounces/replies.fixture';
import { percentile, printTable, type BenchRow } from './report';

const rounds = Number(process.env.ROUNDS ?? 2_000);
const budgetUs = 20;
const replies = smtpReplyFixtures;
const us = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} µs`;

const firstCpu = process.cpuUsage();
const firstStart = process.hrtime.bigint();
classifySmtpReply(replies[0]!.reply, replies[0]!.hints);
const firstCallMs = Number(process.hrtime.bigint() - firstStart) / 1e6;
const firstCallCpu = process.cpuUsage(firstCpu);
const firstCallCpuMs = (firstCallCpu.user + firstCallCpu.system) / 1000;

for (let warm = 0; warm < 200; warm++) for (const r of replies) classifySmtpReply(r.reply, r.hints);

const wall: number[] = [];
const cpu: number[] = [];
const loadBefore = loadavg()[0]!;
for (const { reply, hints } of replies) {
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) classifySmtpReply(reply, hints);
  wall.push(Number(process.hrtime.bigint() - start) / 1000 / rounds);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / rounds);
}
const loadAfter = loadavg()[0]!;

const p95 = percentile(wall, 95);
const rows: BenchRow[] = [
  {
    area: 'service',
    measure: `classify one SMTP reply, wall time: p50 · p95 over ${replies.length} replies (mean of ${rounds} each)`,
    value: `p50 ${us(percentile(wall, 50))} · p95 ${us(p95)}`,
    budget: `p95 < ${budgetUs} µs`,
    met: p95 < budgetUs,
  },
  {
    area: 'service',
    measure: 'classify one SMTP reply, CPU time: p50 · p95 · slowest reply',
    value: `p50 ${us(percentile(cpu, 50))} · p95 ${us(percentile(cpu, 95))} · ${us(Math.max(...cpu))}`,
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
