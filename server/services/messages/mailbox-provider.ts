import type { MailboxProvider } from '../../../src/contract';

/** The recipient's mailbox provider, by its domain: the same mapping as SQL's mailbox_provider (024). */

const regional = (names: string) => new RegExp(`^(${names})\\.(com|[a-z]{2}|co\\.[a-z]{2}|com\\.[a-z]{2})$`);
const microsoft = regional('outlook|hotmail|live|msn');
const yahoo = regional('yahoo|ymail|rocketmail');

export function mailboxProvider(domain: string): MailboxProvider {
  const d = domain.toLowerCase();
  if (d === 'gmail.com' || d === 'googlemail.com') return 'gmail';
  if (microsoft.test(d)) return 'microsoft';
  if (yahoo.test(d)) return 'yahoo';
  if (d === 'icloud.com' || d === 'me.com' || d === 'mac.com') return 'apple';
  return 'other';
}
