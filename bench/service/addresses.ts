/**
 * A realistic suppression list: big mailbox providers hold a good share of the addresses, the rest are
 * spread over thousands of small company domains; local parts look like people's (and some roles').
 * Seeded, so every run loads the same million rows and searches the same things.
 */
import type { SuppressionReason } from '../../src/contract';
import { createRandom } from '../../server/seed/random';

const mailboxProviders: [string, number][] = [
  ['gmail.com', 0.2],
  ['yahoo.com', 0.07],
  ['outlook.com', 0.06],
  ['hotmail.com', 0.05],
  ['icloud.com', 0.03],
  ['aol.com', 0.01],
  ['gmx.de', 0.01],
  ['web.de', 0.01],
];
const reasons: [SuppressionReason, number][] = [
  ['hard_bounce', 0.45],
  ['unsubscribe', 0.35],
  ['manual', 0.15],
  ['complaint', 0.05],
];
const firstNames =
  'olivia liam emma noah ava lucas mia leo sofia mateo amelia hugo isla arjun chloe yuki fatima omar elena ravi grace jonas nora ethan anna ben clara david eva felix hannah ivan julia karl lena marco nina oscar paula rosa sam tara umar vera will xenia yusuf zoe aisha bruno carmen diego'.split(
    ' ',
  );
const lastNames =
  'martin garcia smith nguyen kowalski rossi mueller dubois silva tanaka khan schmidt johnson brown lee wilson taylor anderson thomas moore jackson white harris clark lewis walker hall young allen king wright lopez hill scott green adams baker nelson carter mitchell perez roberts turner phillips campbell parker evans edwards collins stewart morris rogers reed cook morgan bell murphy'.split(
    ' ',
  );
const words =
  'blue harbor north star pine river stone bright cloud maple iron swift green peak silver oak lake sun fox wolf bear eagle urban prime nova apex cedar coral delta echo ember field forge grove haven'.split(
    ' ',
  );
const tlds = ['com', 'com', 'com', 'io', 'co.uk', 'de', 'net', 'fr', 'app'];
const roles = ['info', 'billing', 'support', 'hello', 'sales', 'office', 'accounts', 'team'];

export const suppressionCount = 1_000_000;

export interface GeneratedSuppression {
  email: string;
  reason: SuppressionReason;
}

const weighted = <T>(items: [T, number][], x: number): T | null => {
  let acc = 0;
  for (const [item, w] of items) if (x < (acc += w)) return item;
  return null;
};

export function generateSuppressions(count = suppressionCount) {
  const r = createRandom(20261121);
  const companies = Array.from(
    { length: 20_000 },
    (_, k) => `${r.pick(words)}${r.pick(['-', ''])}${r.pick(words)}${k % 7 === 0 ? k : ''}.${r.pick(tlds)}`,
  );
  const taken = new Set<string>();
  const rows: GeneratedSuppression[] = [];
  while (rows.length < count) {
    const provider = weighted(mailboxProviders, r.next());
    const domain = provider ?? companies[Math.floor(r.next() ** 1.5 * companies.length)]!;
    const first = r.pick(firstNames);
    const last = r.pick(lastNames);
    const style = r.next();
    const local =
      style < 0.4
        ? `${first}.${last}`
        : style < 0.65
          ? `${first}${last}${r.int(1, 99)}`
          : style < 0.75
            ? `${first[0]}.${last}`
            : style < 0.85
              ? `${first}_${last}${r.int(1950, 2008)}`
              : !provider && style < 0.9
                ? r.pick(roles)
                : `${first.slice(0, 3)}${r.int(100, 99_999)}`;
    // A taken address gets a number (anna.kowalski2, then 3, …), not one digit more per attempt.
    let email = `${local}@${domain}`;
    for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
    taken.add(email);
    rows.push({ email, reason: weighted(reasons, r.next()) ?? 'manual' });
  }
  return { rows, companies };
}

/** Searches people type into the list's search box; each is expected to match something. */
export function realisticSearches(rows: GeneratedSuppression[], companies: string[]) {
  const some = rows[123_457 % rows.length]!.email;
  return [
    { label: 'address fragment `schmi`', q: 'schmi' },
    { label: 'address fragment `ivan.kowal`', q: 'ivan.kowal' },
    { label: 'local part `olivia.martin`', q: 'olivia.martin' },
    { label: `@domain \`@${companies[42]}\``, q: `@${companies[42]}` },
    { label: 'a whole address', q: some },
    { label: 'no match `zzqx`', q: 'zzqx' },
  ];
}

/** Searches that match a large share of the list; reported on their own. */
export const broadSearches = [
  { label: '`gmail` (~20% of rows)', q: 'gmail' },
  { label: '`.com` (most rows)', q: '.com' },
  { label: '2 characters `an`', q: 'an' },
  { label: '1 character `e`', q: 'e' },
];

/**
 * Queries as support staff type them, each different from every other (so no count is ever served
 * from the cache): whole addresses, local parts, fragments of company domains, `@domain`, 1–3
 * characters, and fragments that match nothing. Seeded: every run types the same ones.
 */
export function distinctSearches(rows: GeneratedSuppression[], companies: string[], perShape = 40) {
  const r = createRandom(20261124);
  const seen = new Set<string>();
  const shapes: Record<string, () => string> = {
    'whole address': () => r.pick(rows).email,
    'local part': () => r.pick(rows).email.split('@')[0]!,
    'domain fragment': () => {
      const domain = r.pick(companies);
      const from = r.int(0, Math.max(0, domain.length - 6));
      return domain.slice(from, from + r.int(4, 8));
    },
    '@domain': () => `@${r.pick(companies)}`,
    '1–3 characters': () =>
      Array.from({ length: r.int(1, 3) }, () => String.fromCharCode(97 + r.int(0, 25))).join(''),
    'no match': () => `zq${r.int(1000, 999_999)}x`,
  };
  return Object.entries(shapes).map(([shape, make]) => {
    const queries: string[] = [];
    for (let tries = 0; queries.length < perShape && tries < perShape * 50; tries++) {
      const q = make();
      if (!q.length || seen.has(q)) continue;
      seen.add(q);
      queries.push(q);
    }
    return { shape, queries };
  });
}
