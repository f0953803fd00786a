import type { ReplyRule } from './rule';

/** The address or its domain does not exist, or can never receive mail. */
export const invalidRecipientRules: ReplyRule[] = [
  {
    class: 'invalid_recipient',
    pattern:
      /user unknown|unknown (user|recipient|address|e-?mail|mailbox|local|alias|account|addressee)|(user|recipient|address|addressee|mailbox|alias|account) (is )?unknown|no such (user|mailbox|recipient|address|account|person|local user|e-?mail|id\b)|illegal (user|alias)|not ?found|(doesn't|does not|did not) exist|not exist|nonexist|non-existent|invalid (recipient|mailbox|address|user|account|e-?mail|destination)|(recipient|mailbox|address|user|account)( address)? (is )?invalid|not a valid (mailbox|user|address|recipient|account|e-?mail|rfc)|bad destination|address syntax|unrouteable|unroutable|not our (customer|user)|has moved|not a registered|indicated no smtp service|user not local|(host|domain) unknown|unknown (host|domain)|does not accept (e-?)?mail(?= ?[.;(]| ?$)|domain (is )?not (reachable|resolvable)|unallocated|no mailbox|mailbox name not allowed|marked as invalid|(could not|couldn't|can't|cannot) be found|misspelled|(doesn't|does not) have an? .{0,40}account|undeliverable address|null ?mx|no mx|couldn't find any host|no such domain|find the recipient domain|domain(nonexistent| does not exist)|utilisateur inconnu|destinataire (inconnu|invalide)|adresse (inconnue|invalide)|unbekannt|usuario desconocido|no existe|inesistente|sconosciut|nie istnieje/,
  },
  {
    class: 'invalid_recipient',
    pattern:
      /no longer (valid|available|active|in use|accepts?|with)|(account|mailbox|address|user) (has been |was |is )?(closed|deleted|removed|terminated|discontinued|cancell?ed)/,
    explanation: 'The address used to exist but has been closed and no longer receives mail.',
  },
  {
    // Microsoft's directory-based edge blocking answers 5.4.1 for an address it does not know.
    class: 'invalid_recipient',
    pattern: /recipient address rejected: access denied/,
  },
];

/** The mailbox exists but cannot take mail: disabled, inactive, full, over quota. */
export const mailboxUnavailableRules: ReplyRule[] = [
  {
    class: 'mailbox_unavailable',
    pattern:
      /(mailbox|inbox|mail ?box|account|postfach|boite|casella|buz[oó]n)( is| du destinataire)? (full|pleine|voll|piena|lleno)|mailbox full|over ?quota|quota ?(exceeded|exceed|full|violation)|exceed(ed|s)? (the |their |his |her |its |your )?(storage|quota|mailbox|disk)|(storage|disk) (space )?(quota|allocation|full|limit)|out of (storage|space|disk)|mailbox (size|limit)|quota.{0,20}exceed|exceed.{0,20}quota|(mailbox|account|address|user) (is )?not accepting (mail|messages)|(exhausted|exceeded) .{0,20}(storage|quota)|storage space|too many messages (in|on) (the |this )?(mailbox|server|inbox|account)|zuviele mails/,
    explanation: "The recipient's mailbox is full.",
    action: 'Let the retries run; if it stays full for weeks, stop sending to this address.',
  },
  {
    class: 'mailbox_unavailable',
    pattern:
      /(account|mailbox|user|address|recipient|inbox|e-?mail)\b.{0,50}\b(disabled|deactivated|suspended|frozen|locked|not activ)|disableduser|inactiv|(recipient|user)('s)? (account|mailbox) (is |has been )?(blocked|bloqu)|recipient (is )?(temporarily )?unavailable/,
    explanation: 'The mailbox exists but is disabled or inactive.',
    action: 'Stop sending to this address unless the person confirms it is active again.',
  },
];

/**
 * A mailbox receiving more than its provider lets it (Gmail's ReceivingRate, Outlook's 5.2.122):
 * the recipient's limit, not yours. Checked before any rule on rates.
 */
export const recipientRateRules: ReplyRule[] = [
  {
    class: 'mailbox_unavailable',
    pattern:
      /receiving mail (at a rate|too (quickly|fast))|recipient has exceeded|they can receive|receive per (hour|day)|(user|recipient|mailbox) is receiving|receivingrate/,
    explanation: 'The recipient is receiving more mail than their provider allows right now.',
    action: 'Let the retries run; if it persists, check nothing is sending this address a flood of mail.',
  },
];
