import type { Random } from './random';

const first = [
  'olivia',
  'liam',
  'emma',
  'noah',
  'ava',
  'lucas',
  'mia',
  'leo',
  'sofia',
  'mateo',
  'amelia',
  'hugo',
  'isla',
  'arjun',
  'chloe',
  'yuki',
  'fatima',
  'omar',
  'elena',
  'ravi',
  'grace',
  'jonas',
  'nora',
  'ethan',
];
const last = [
  'martin',
  'garcia',
  'smith',
  'nguyen',
  'kowalski',
  'rossi',
  'mueller',
  'dubois',
  'silva',
  'tanaka',
  'khan',
  'johnson',
  'lopez',
  'novak',
  'andersen',
  'brown',
  'park',
  'cohen',
  'ali',
  'wilson',
];
const providers = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'proton.me',
  'hotmail.com',
  'gmx.de',
  'fastmail.com',
  'acme-corp.com',
  'globex.io',
];

/** A pool of realistic recipients, so one person receives several messages over the months. */
export function recipientPool(random: Random, size: number): string[] {
  const seen = new Set<string>();
  while (seen.size < size) {
    const sep = random.pick(['.', '_', '', '.']);
    const n = random.chance(0.5) ? String(random.int(1, 99)) : '';
    seen.add(`${random.pick(first)}${sep}${random.pick(last)}${n}@${random.pick(providers)}`);
  }
  return [...seen];
}

export const demoDomains = [
  {
    name: 'mail.acme-shop.test',
    perDay: 1100,
    subjects: [
      'Your order #{n} has shipped',
      'Reset your password',
      'Your receipt from Acme Shop',
      'Confirm your email address',
      'Your order #{n} is confirmed',
    ],
  },
  {
    name: 'news.acme-shop.test',
    perDay: 900,
    subjects: [
      'This week at Acme: new arrivals',
      'Last chance: 20% off ends tonight',
      'Our autumn collection is here',
      'You left something in your cart',
    ],
  },
  {
    name: 'billing.acme-shop.test',
    perDay: 120,
    subjects: ['Invoice INV-{n} is available', 'Payment received, thank you', 'Your card expires soon'],
  },
] as const;
