import type { DomainDetail } from '@/contract';

type Dmarc = NonNullable<DomainDetail['dmarc']>;

/** The next step on the way to enforcement, after reports show only your own mail failing. */
const nextPolicy: Record<Dmarc['policy'], string> = {
  none: 'Once the reports show only mail that is not yours failing, move to p=quarantine, then p=reject.',
  quarantine: 'Once the reports stay clean at p=quarantine, move to p=reject.',
  reject: 'Receivers refuse mail that fails: the strongest policy.',
};

/** The DMARC record found, read: what receivers are asked to do, where reports go, and the path onward. */
export function DmarcPolicy({ dmarc }: { dmarc: Dmarc }) {
  const alignment = (mode: 'r' | 's') => (mode === 's' ? 'strict' : 'relaxed');
  return (
    <p className="max-w-3xl text-sm text-zinc-700 dark:text-zinc-300">
      <span className="font-medium text-zinc-900 dark:text-zinc-100">DMARC found: </span>
      p={dmarc.policy}
      {dmarc.pct !== 100 && ` on ${dmarc.pct}% of failing mail`}; reports to{' '}
      {dmarc.rua.length > 0 ? dmarc.rua.join(', ') : 'nobody (no rua)'}; DKIM alignment{' '}
      {alignment(dmarc.adkim)}, SPF alignment {alignment(dmarc.aspf)}. {nextPolicy[dmarc.policy]}
    </p>
  );
}
