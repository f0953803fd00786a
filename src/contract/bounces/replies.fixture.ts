import type { BounceClass, SmtpOutcome } from './classes';
import type { SmtpReplyHints } from './parse-reply';

/**
 * Real SMTP replies, as providers, gateways and MTAs send them (from their documentation, the
 * smtp-field-manual collection and published bounces), with what each means. Addresses are
 * example.com-style and IPs from the documentation ranges; the words and codes are the servers'.
 * Shared by the classifier's tests, its bench and the service's tests.
 */
export interface SmtpReplyFixture {
  /** Who answers this way: a provider, a gateway or an MTA's default. */
  source: string;
  reply: string;
  class: BounceClass;
  /** The blocklist the reply names, when it names one. */
  blocklist?: string;
  /** The codes the classifier should read from the reply, when worth checking. */
  code?: number | null;
  enhanced?: string | null;
  /** What the caller knows apart from the text. */
  hints?: SmtpReplyHints;
  /** Why the expected class is not the obvious one. */
  note?: string;
}

const ip = '192.0.2.44';
const deferral: SmtpOutcome = 'deferral';
const rejection: SmtpOutcome = 'rejection';

const invalidRecipient: SmtpReplyFixture[] = [
  {
    source: 'Gmail',
    reply: `550-5.1.1 The email account that you tried to reach does not exist. Please try
550-5.1.1 double-checking the recipient's email address for typos or
550-5.1.1 unnecessary spaces. Learn more at
550 5.1.1  https://support.google.com/mail/?p=NoSuchUser a1si1234567pgh.123 - gsmtp`,
    class: 'invalid_recipient',
    code: 550,
    enhanced: '5.1.1',
  },
  {
    source: 'Gmail',
    reply:
      "550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces. Learn more at https://support.google.com/mail/?p=NoSuchUser - gsmtp",
    class: 'invalid_recipient',
  },
  {
    source: 'Gmail',
    reply:
      "553-5.1.2 We weren't able to find the recipient domain. Please check for any spelling errors, and make sure you didn't enter any spaces, periods, or other punctuation after the recipient's email address. a1si123 - gsmtp",
    class: 'invalid_recipient',
    code: 553,
    enhanced: '5.1.2',
  },
  {
    source: 'Gmail',
    reply: '553 5.1.2 The recipient address <nobody@example> is not a valid RFC-5321 address. - gsmtp',
    class: 'invalid_recipient',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient nobody@example.com not found by SMTP address lookup',
    class: 'invalid_recipient',
    enhanced: '5.1.10',
  },
  {
    source: 'Microsoft 365',
    reply: '550 5.1.1 RESOLVER.ADR.RecipNotFound; not found',
    class: 'invalid_recipient',
  },
  {
    source: 'Exchange Server',
    reply: '#550 5.1.1 RESOLVER.ADR.ExRecipNotFound; not found ##',
    class: 'invalid_recipient',
    code: 550,
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.4.1 Recipient address rejected: Access denied. For more information see https://aka.ms/EXOSmtpErrors [DB5EUR03FT012.eop-EUR03.prod.protection.outlook.com]',
    class: 'invalid_recipient',
    enhanced: '5.4.1',
    note: 'Directory-based edge blocking: the code says routing, the words an unknown recipient.',
  },
  {
    source: 'Exchange Online Protection',
    reply:
      '550 5.4.1 [nobody@example.com]: Recipient address rejected: Access denied [CY1GCC01FT007.eop-gcc01.prod.protection.outlook.com]',
    class: 'invalid_recipient',
  },
  {
    source: 'Outlook.com',
    reply:
      '550 5.5.0 Requested action not taken: mailbox unavailable. [BN8NAM11FT012.eop-nam11.prod.protection.outlook.com]',
    class: 'unknown',
    note: 'RFC 5321 words and nothing more: too unsure to blame the recipient (that suppresses the address).',
  },
  { source: 'Outlook.com', reply: '501 5.1.3 Invalid address [outlook.com]', class: 'invalid_recipient' },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.4.310 DNS domain example.com does not exist [Message=InfoDomainNonexistent] [LastAttemptedServerName=example.com] [AM4EUR03FT041.eop-EUR03.prod.protection.outlook.com]',
    class: 'invalid_recipient',
  },
  {
    source: 'Yahoo',
    reply:
      "554 delivery error: dd This user doesn't have a yahoo.com account (nobody@yahoo.com) [0] - mta1234.mail.gq1.yahoo.com",
    class: 'invalid_recipient',
    code: 554,
    enhanced: null,
  },
  {
    source: 'Yahoo',
    reply: '552 1 Requested mail action aborted, mailbox not found',
    class: 'invalid_recipient',
  },
  {
    source: 'Yahoo',
    reply: '554 delivery error: dd nobody@yahoo.com is no longer valid. [-20] - mta1010.mail.gq1.yahoo.com',
    class: 'invalid_recipient',
  },
  {
    source: 'AOL',
    reply: '553 5.1.1 <nobody@aol.com>: Recipient address rejected: mailbox unavailable',
    class: 'invalid_recipient',
  },
  {
    source: 'iCloud',
    reply: '550 5.1.1 <nobody@icloud.com>: user does not exist',
    class: 'invalid_recipient',
  },
  {
    source: 'iCloud',
    reply: '550 5.1.1 unknown or illegal alias: nobody@icloud.com',
    class: 'invalid_recipient',
  },
  {
    source: 'Yandex',
    reply: '550 5.7.1 No such user!',
    class: 'invalid_recipient',
    enhanced: '5.7.1',
    note: 'The code says policy; the words say the user does not exist.',
  },
  {
    source: 'Proofpoint',
    reply: '550 5.7.1 Recipient address rejected: User email address is marked as invalid',
    class: 'invalid_recipient',
    note: 'The code says policy; the words say invalid.',
  },
  {
    source: 'Mimecast',
    reply: '550 Invalid Recipient - https://community.mimecast.com/docs/DOC-1369#550',
    class: 'invalid_recipient',
  },
  {
    source: 'Barracuda',
    reply:
      '550 cuda_nsu 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in virtual mailbox table',
    class: 'invalid_recipient',
    code: 550,
    enhanced: '5.1.1',
  },
  {
    source: 'Postfix',
    reply:
      '550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in local recipient table',
    class: 'invalid_recipient',
  },
  {
    source: 'Postfix',
    reply: '550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in virtual alias table',
    class: 'invalid_recipient',
  },
  {
    source: 'Postfix (soft_bounce)',
    reply:
      '450 4.1.1 <nobody@example.com>: Recipient address rejected: User unknown in local recipient table',
    class: 'invalid_recipient',
    note: 'A deferral, but it names the reason.',
  },
  {
    source: 'Postfix',
    reply:
      'Host or domain name not found. Name service error for name=example.invalid type=A: Host not found',
    class: 'invalid_recipient',
    hints: { outcome: rejection },
  },
  { source: 'Exim', reply: '550 Unrouteable address', class: 'invalid_recipient' },
  { source: 'Exim (cPanel)', reply: '550 No Such User Here', class: 'invalid_recipient' },
  {
    source: 'Exim (cPanel)',
    reply:
      '550 The mail server could not deliver mail to nobody@example.com. The account or domain may not exist, they may be blacklisted, or missing the proper dns entries.',
    class: 'invalid_recipient',
    note: 'Mentions blacklists, but it is cPanel’s answer for an unknown recipient.',
  },
  {
    source: 'Exim',
    reply: 'all relevant MX records point to non-existent hosts',
    class: 'invalid_recipient',
    hints: { outcome: rejection },
  },
  { source: 'Sendmail', reply: '550 5.1.1 <nobody@example.com>... User unknown', class: 'invalid_recipient' },
  {
    source: 'qmail',
    reply: '550 sorry, no mailbox here by that name. (#5.1.1)',
    class: 'invalid_recipient',
    code: 550,
    enhanced: '5.1.1',
  },
  {
    source: 'qmail',
    reply: "Sorry, I couldn't find any host named example.invalid. (#5.1.2)",
    class: 'invalid_recipient',
    code: null,
    enhanced: '5.1.2',
  },
  { source: 'Comcast', reply: '550 5.1.1 Not our Customer', class: 'invalid_recipient' },
  {
    source: 'Comcast',
    reply: '550 5.1.1 <nobody@comcast.net> recipient mailbox unallocated',
    class: 'invalid_recipient',
  },
  {
    source: 'AT&T',
    reply: `550 5.2.1 <NOBODY@PRODIGY.NET>... Addressee unknown, relay=[${ip}]`,
    class: 'invalid_recipient',
    note: 'The code says disabled mailbox; the words say unknown.',
  },
  {
    source: 'Mail.ru',
    reply:
      '550 Message was not accepted -- invalid mailbox. Local mailbox nobody@mail.ru is unavailable: user not found',
    class: 'invalid_recipient',
  },
  {
    source: 'Mail.ru',
    reply:
      '550 Message was not accepted -- invalid mailbox. Local mailbox nobody@mail.ru is unavailable: account is disabled',
    class: 'invalid_recipient',
  },
  { source: 'Zoho', reply: '550 5.1.1 <nobody@zoho.com> User unknown', class: 'invalid_recipient' },
  {
    source: 'Rackspace',
    reply: '550 5.1.1 Email address could not be found, or was misspelled (G8)',
    class: 'invalid_recipient',
  },
  {
    source: 'HEY',
    reply: '550 5.1.1 <nobody@hey.com>: Recipient address rejected: User unknown',
    class: 'invalid_recipient',
  },
  {
    source: 'Orange',
    reply: '550 5.1.1 Adresse d au moins un destinataire invalide. Invalid recipient. OFR_416 [416]',
    class: 'invalid_recipient',
  },
  {
    source: 'QQ Mail',
    reply: '550 Mailbox not found. http://service.exmail.qq.com/cgi-bin/help?subtype=1&&id=20022&&no=1000728',
    class: 'invalid_recipient',
  },
  {
    source: 'QQ Mail',
    reply:
      '501 Bad address syntax. http://service.exmail.qq.com/cgi-bin/help?subtype=1&&id=20022&&no=1000730',
    class: 'invalid_recipient',
  },
  {
    source: 'QQ Mail',
    reply: '550 Mailbox unavailable or access denied',
    class: 'unknown',
    note: 'RFC 5321 words and nothing more: too unsure to blame the recipient (that suppresses the address).',
  },
  {
    source: 'HCL Domino',
    reply: '550 5.0.0 User nobody (nobody@example.com) not listed in Domino Directory',
    class: 'invalid_recipient',
  },
  {
    source: 'GMX',
    reply: '550 Requested action not taken: mailbox unavailable',
    class: 'unknown',
    note: 'RFC 5321 words and nothing more: too unsure to blame the recipient (that suppresses the address).',
  },
  { source: 'Web.de', reply: '550 Benutzer nicht bekannt/User unknown', class: 'invalid_recipient' },
  { source: 'T-Online', reply: '550 5.1.1 user unknown', class: 'invalid_recipient' },
  {
    source: 'isep.fr (Postfix)',
    reply: '550 5.1.1 <nobody@example.fr>: Utilisateur inconnu',
    class: 'invalid_recipient',
  },
  {
    source: 'RFC 7505 (null MX)',
    reply: '556 5.1.10 Recipient address has null MX',
    class: 'invalid_recipient',
  },
  { source: 'Proton Mail', reply: '550 5.1.1 Address does not exist', class: 'invalid_recipient' },
  {
    source: 'Comcast',
    reply: '550 5.1.1 <nobody@comcast.net> Account Closed, Please Remove',
    class: 'invalid_recipient',
  },
  {
    source: 'ImprovMX',
    reply: '551 5.7.1 Domain not found (#id-5.9.2)',
    class: 'invalid_recipient',
    enhanced: '5.7.1',
  },
];

const mailboxUnavailable: SmtpReplyFixture[] = [
  {
    source: 'Gmail',
    reply: `552-5.2.2 The email account that you tried to reach is over quota. Please direct
552-5.2.2 the recipient to
552 5.2.2  https://support.google.com/mail/?p=OverQuotaPerm a1si123 - gsmtp`,
    class: 'mailbox_unavailable',
    code: 552,
    enhanced: '5.2.2',
  },
  {
    source: 'Gmail',
    reply: `452-4.2.2 The recipient's inbox is out of storage space. Please direct the
452-4.2.2 recipient to
452 4.2.2  https://support.google.com/mail/?p=OverQuotaTemp a1si123 - gsmtp`,
    class: 'mailbox_unavailable',
  },
  {
    source: 'Gmail',
    reply:
      '452 4.2.2 The email account that you tried to reach is over quota. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaTemp - gsmtp',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Gmail',
    reply:
      '550 5.2.1 The email account that you tried to reach is disabled. Learn more at https://support.google.com/mail/?p=DisabledUser - gsmtp',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Gmail',
    reply: `450-4.2.1 The user you are trying to contact is receiving mail too quickly. Please
450-4.2.1 resend your message at a later time. If the user is able to receive
450-4.2.1 mail at that time, your message will be delivered. For more
450-4.2.1 information, please visit
450 4.2.1  https://support.google.com/mail/?p=ReceivingRate a1si123 - gsmtp`,
    class: 'mailbox_unavailable',
  },
  {
    source: 'Gmail',
    reply:
      '550 5.2.1 The user you are trying to contact is receiving mail at a rate that prevents additional messages from being delivered. For more information, please visit https://support.google.com/mail/?p=ReceivingRatePerm - gsmtp',
    class: 'mailbox_unavailable',
    note: 'A rate, but the recipient’s: not throttling of the sender.',
  },
  { source: 'Yahoo', reply: '450 User is receiving mail too quickly', class: 'mailbox_unavailable' },
  {
    source: 'Yandex',
    reply: '450 4.2.1 The recipient has exceeded message rate limit. Try again later.',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Outlook.com',
    reply:
      '554 5.2.122 The recipient has exceeded their limit for the number of messages they can receive per hour. For more information go to http://go.microsoft.com/fwlink/?LinkId=526653. [outlook.com]',
    class: 'mailbox_unavailable',
    enhanced: '5.2.122',
  },
  { source: 'Postfix', reply: '552 5.2.2 Mailbox full', class: 'mailbox_unavailable' },
  {
    source: 'iCloud',
    reply: '552 5.2.2 <someone@icloud.com>: user is overquota',
    class: 'mailbox_unavailable',
  },
  { source: 'Yandex', reply: '552 5.2.2 Mailbox size limit exceeded', class: 'mailbox_unavailable' },
  {
    source: 'GMX',
    reply: '552 Requested mail action aborted: exceeded storage allocation Quota exceeded.',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Free',
    reply:
      '554 5.2.2 <someone@free.fr>: Recipient address rejected: Quota exceeded (mailbox for user is full)',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Free',
    reply: '550 5.2.1 This mailbox has been blocked due to inactivity',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Orange',
    reply: '552 5.1.1 Boite du destinataire pleine. Recipient overquota. OFR_417 [417]',
    class: 'mailbox_unavailable',
    note: 'The code says unknown address; the words say full.',
  },
  {
    source: 'Comcast',
    reply: '552 5.1.1 <someone@comcast.net> recipient rejected - extended quota violation',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Comcast',
    reply: '452 4.1.1 <someone@comcast.net> user over quota',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Comcast',
    reply: '450 4.2.0 <someone@comcast.net> - Recipient temporarily unavailable',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Comcast',
    reply: '550 5.2.0 <someone@comcast.net> - Recipient unavailable',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Yahoo',
    reply:
      '554 30 Sorry, your message to someone@yahoo.com cannot be delivered. This mailbox is disabled (554.30).',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Yahoo',
    reply:
      '554 30 Sorry, your message to someone@yahoo.com cannot be delivered. This account has been disabled or discontinued [#102].',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Exchange Online',
    reply:
      '554 5.2.2 mailbox full; STOREDRV.Deliver.Exception:QuotaExceededException.MapiExceptionShutoffQuotaExceeded; Failed to process message due to a permanent exception with message Cannot open mailbox',
    class: 'mailbox_unavailable',
  },
  { source: 'T-Online', reply: '552 5.2.2 Over STORAGE quota', class: 'mailbox_unavailable' },
  {
    source: 'Rambler',
    reply: '540 5.7.1 <someone@rambler.ru>: recipient address rejected: Inactive',
    class: 'mailbox_unavailable',
  },
  { source: 'GMX', reply: '550 5.2.1 <someone@gmx.de>... User is inactive', class: 'mailbox_unavailable' },
  {
    source: 'Web.de',
    reply: '550 Benutzer hat das Speichervolumen ueberschritten. / User has exhausted allowed storage space.',
    class: 'mailbox_unavailable',
  },
  {
    source: 'Free',
    reply: '552 5.2.2 user quota exceeded (UserSearch)',
    class: 'mailbox_unavailable',
  },
];

const reputation: SmtpReplyFixture[] = [
  {
    source: 'Postfix (reject_rbl_client)',
    reply: '550 5.7.1 Service unavailable; client host [203.0.113.5] blocked using zen.spamhaus.org',
    class: 'reputation',
    blocklist: 'Spamhaus ZEN',
  },
  {
    source: 'Postfix (reject_rbl_client)',
    reply: `554 5.7.1 Service unavailable; Client host [${ip}] blocked using zen.spamhaus.org; https://www.spamhaus.org/query/ip/${ip}`,
    class: 'reputation',
    blocklist: 'Spamhaus ZEN',
  },
  {
    source: 'Postfix (reject_rbl_client)',
    reply: `554 5.7.1 Service unavailable; Client host [${ip}] blocked using bl.spamcop.net; Blocked - see https://www.spamcop.net/bl.shtml?${ip}`,
    class: 'reputation',
    blocklist: 'SpamCop',
  },
  {
    source: 'Barracuda',
    reply: `554 Service unavailable; Client host [${ip}] blocked using Barracuda Reputation; http://www.barracudanetworks.com/reputation/?r=1&ip=${ip}`,
    class: 'reputation',
    blocklist: 'Barracuda',
  },
  {
    source: 'Postfix (reject_rbl_client)',
    reply: `550 5.7.1 Service unavailable; client [${ip}] blocked using b.barracudacentral.org`,
    class: 'reputation',
    blocklist: 'Barracuda',
  },
  {
    source: 'Postfix (reject_rbl_client)',
    reply: `550 5.7.1 Service unavailable; Client host [${ip}] blocked using dnsbl-1.uceprotect.net; IP ${ip} is UCEPROTECT-Level 1 listed. See http://www.uceprotect.net/rblcheck.php?ipr=${ip}`,
    class: 'reputation',
    blocklist: 'UCEPROTECT',
  },
  {
    source: 'Postfix (reject_rbl_client)',
    reply: `554 5.7.1 Service unavailable; Client host [${ip}] blocked using ix.dnsbl.manitu.net; Your e-mail service was detected by mx.example.net (NiX Spam) as spamming`,
    class: 'reputation',
    blocklist: 'ix.dnsbl.manitu.net',
  },
  {
    source: 'Postfix (reject_rbl_client)',
    reply: `550 5.7.1 Service unavailable; Client host [${ip}] blocked using dnsbl.sorbs.net; Currently Sending Spam See: http://www.sorbs.net/lookup.shtml?${ip}`,
    class: 'reputation',
    blocklist: 'SORBS',
  },
  {
    source: 'Exim',
    reply: `550 rejected because ${ip} is in a black list at zen.spamhaus.org`,
    class: 'reputation',
    blocklist: 'Spamhaus ZEN',
  },
  {
    source: 'Sendmail',
    reply: `554 5.7.1 Rejected, look at http://www.spamhaus.org/query/bl?ip=${ip}`,
    class: 'reputation',
    blocklist: 'Spamhaus',
  },
  {
    source: 'Outlook.com',
    reply: `550 5.7.1 Unfortunately, messages from [${ip}] weren't sent. Please contact your Internet service provider since part of their network is on our block list (S3150). You can also refer your provider to http://mail.live.com/mail/troubleshooting.aspx#errors. [BY2NAM01FT030.eop-nam01.prod.protection.outlook.com]`,
    class: 'reputation',
    blocklist: 'Microsoft S3150',
  },
  {
    source: 'Microsoft 365',
    reply: `550 5.7.1 Service unavailable, Client host [${ip}] blocked using Spamhaus. To request removal from this list see https://www.spamhaus.org/query/ip/${ip} (AS3130). [AM5EUR02FT011.eop-EUR02.prod.protection.outlook.com]`,
    class: 'reputation',
    blocklist: 'Spamhaus',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.1 Service unavailable, MailFrom domain is listed in Spamhaus. To request removal from this list see https://www.spamhaus.org/query/lookup/ (S8002) [BN3NAM04FT013.eop-NAM04.prod.protection.outlook.com]',
    class: 'reputation',
    blocklist: 'Spamhaus',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.1 Service unavailable, Helo domain is listed in Spamhaus. To request removal from this list see https://www.spamhaus.org/query/lookup/ (S8001)',
    class: 'reputation',
    blocklist: 'Spamhaus',
  },
  {
    source: 'Microsoft 365',
    reply: `550 5.7.606 Access denied, banned sending IP [${ip}]. To request removal from this list please visit https://sender.office.com/ and follow the directions. For more information please go to http://go.microsoft.com/fwlink/?LinkID=526655 (AS16012609)`,
    class: 'reputation',
    enhanced: '5.7.606',
  },
  {
    source: 'Microsoft 365',
    reply: `451 4.7.650 The mail server [${ip}] has been temporarily rate limited due to IP reputation. For e-mail delivery information, see https://postmaster.live.com (S843) [DM6NAM11FT012.eop-nam11.prod.protection.outlook.com]`,
    class: 'reputation',
    enhanced: '4.7.650',
    note: 'A throttle that names its reason: the reason decides.',
  },
  {
    source: 'Outlook.com',
    reply: `451 4.7.651 The mail server [${ip}] has been temporarily rate limited due to IP reputation. For e-mail delivery information, see https://postmaster.live.com (S3114) [SN1NAM02FT012.eop-nam02.prod.outlook.com]`,
    class: 'reputation',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.708 Service unavailable. Access denied, traffic not accepted from this IP. For more information please go to http://go.microsoft.com/fwlink/?LinkId=526653 AS(7230) [HE1EUR04FT012.eop-eur04.prod.protection.outlook.com]',
    class: 'reputation',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.705 Access denied, tenant has exceeded threshold. For more information please go to http://go.microsoft.com/fwlink/?LinkId=524931 AS831',
    class: 'reputation',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.501 Access denied, spam abuse detected. For more information please go to http://go.microsoft.com/fwlink/?LinkId=526653',
    class: 'reputation',
  },
  {
    source: 'Microsoft 365',
    reply: `550 5.7.511 Access denied, banned sender[${ip}]. To request removal from this list, forward this message to delist@messaging.microsoft.com. For more information please go to https://go.microsoft.com/fwlink/?LinkId=526655.`,
    class: 'reputation',
  },
  {
    source: 'Outlook.com',
    reply:
      '550 SC-004 (BAY004-MC1F42) Mail rejected by Outlook.com for policy reasons. A block has been placed against your IP address because we have received complaints concerning mail coming from that IP address.',
    class: 'reputation',
    note: 'Says "policy reasons", but names complaints.',
  },
  {
    source: 'Outlook.com',
    reply: `550 OU-002 (COL004-MC1F11) Unfortunately, messages from ${ip} weren't sent. Please contact your Internet service provider. You can tell them that Hotmail does not relay dynamically-assigned IP ranges.`,
    class: 'reputation',
  },
  {
    source: 'Gmail',
    reply: `421-4.7.28 [${ip} 15] Our system has detected an unusual rate of
421-4.7.28 unsolicited mail originating from your IP address. To protect our
421-4.7.28 users from spam, mail sent from your IP address has been temporarily
421-4.7.28 rate limited. Please visit
421-4.7.28  https://support.google.com/mail/?p=UnsolicitedRateLimitError to
421 4.7.28 review our Bulk Email Senders Guidelines. a1si123 - gsmtp`,
    class: 'reputation',
    code: 421,
    enhanced: '4.7.28',
    note: 'Rate limited because of the unsolicited mail: the named reason decides.',
  },
  {
    source: 'Gmail',
    reply:
      '421-4.7.28 Gmail has detected an unusual rate of unsolicited mail originating from your SPF domain [example.com 12]. To protect our users from spam, mail sent from your domain has been temporarily rate limited. For more information, go to https://support.google.com/mail/?p=UnsolicitedRateLimitError to review our Bulk Email Senders Guidelines. a1si123 - gsmtp',
    class: 'reputation',
    note: 'Names the SPF domain, but the reason is its unsolicited mail.',
  },
  {
    source: 'Gmail',
    reply: `550-5.7.1 [${ip}] Our system has detected that this message is likely suspicious due to the very low reputation of the sending domain. To best protect our users from spam, the message has been blocked. Please visit https://support.google.com/mail/answer/188131 for more information. - gsmtp`,
    class: 'reputation',
  },
  {
    source: 'Gmail',
    reply: `421-4.7.0 [${ip} 15] Our system has detected that this message is
421-4.7.0 suspicious due to the very low reputation of the sending IP address.
421-4.7.0 To best protect our users from spam, the message has been
421-4.7.0 blocked. Please visit
421 4.7.0  https://support.google.com/mail/answer/188131 for more information. a1si123 - gsmtp`,
    class: 'reputation',
  },
  {
    source: 'Gmail',
    reply: `550-5.7.1 [${ip}] The IP you're using to send mail is not authorized to send email directly to our servers. Please use the SMTP relay at your service provider instead. Learn more at https://support.google.com/mail/?p=NotAuthorizedError a1si123 - gsmtp`,
    class: 'reputation',
  },
  {
    source: 'Yahoo',
    reply: `421 4.7.0 [TSS04] Messages from ${ip} temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes`,
    class: 'reputation',
    enhanced: '4.7.0',
    note: 'Deferred for volume or complaints: complaints are reputation.',
  },
  {
    source: 'Yahoo',
    reply: `421 4.7.0 [TSS02] Messages from ${ip} temporarily deferred due to user complaints or because the IP/domain is in the unverified category. Please make sure that your email is RFC-5321 compliant.`,
    class: 'reputation',
  },
  {
    source: 'Yahoo',
    reply: `421 4.7.0 [TS03] All messages from ${ip} will be permanently deferred; Retrying will NOT succeed. See https://help.yahoo.com/kb/postmaster/SLN3436.html`,
    class: 'reputation',
  },
  {
    source: 'Yahoo',
    reply: `553 5.7.1 [BL21] Connections will not be accepted from ${ip}, because the ip is in Spamhaus's list; see http://postmaster.yahoo.com/550-bl23.html`,
    class: 'reputation',
    blocklist: 'Spamhaus',
  },
  {
    source: 'Yahoo (via Exim)',
    reply: `SMTP error from remote mail server after MAIL FROM:<bounce@example.com> SIZE=2022: 553 Mail from ${ip} not allowed - 5.7.1 [BL23] Connections not accepted from IP addresses on Spamhaus XBL; see http://postmaster.yahoo.com/errors/550-bl23.html [550]`,
    class: 'reputation',
    blocklist: 'Spamhaus XBL',
    code: 553,
    enhanced: '5.7.1',
  },
  {
    source: 'AOL',
    reply: '554 (RTR:BL) http://postmaster.info.aol.com/errors/554rtrbl.html',
    class: 'reputation',
  },
  {
    source: 'iCloud',
    reply:
      '550 5.7.1 Your email was rejected due to having a domain present in the Spamhaus DBL -- see https://www.spamhaus.org/dbl/',
    class: 'reputation',
    blocklist: 'Spamhaus DBL',
  },
  {
    source: 'iCloud',
    reply: `550 5.7.0 Blocked - see https://ipcheck.proofpoint.com/?ip=${ip}`,
    class: 'reputation',
    blocklist: 'Proofpoint',
  },
  {
    source: 'Proofpoint',
    reply: `554 5.7.1 Blocked - see https://ipcheck.proofpoint.com/?ip=${ip}`,
    class: 'reputation',
    blocklist: 'Proofpoint',
  },
  {
    source: 'Comcast',
    reply: `554 resimta-po-31v.sys.comcast.net comcast ${ip} Comcast block for spam. Please see http://postmaster.comcast.net/smtp-error-codes.php#BL000000`,
    class: 'reputation',
  },
  {
    source: 'Orange',
    reply: `550 mwinf5c10 ME Adresse IP source bloquee pour incident de spam. Client host blocked for spamming issues. OFR006_102 Ref http://csi.cloudmark.com/reset-request/?ip=${ip} [102]`,
    class: 'reputation',
    blocklist: 'Cloudmark CSI',
  },
  {
    source: 'T-Online',
    reply: `554 IP=${ip} - A problem occurred. (Ask your postmaster for help or to contact tosa@rx.t-online.de to clarify.) (BL)`,
    class: 'reputation',
    blocklist: 'T-Online',
  },
  {
    source: 'T-Online',
    reply: `554 IP=${ip} - None/bad reputation. Ask your postmaster for help or to contact postmaster@rx.t-online.de for reset. (NOWL)`,
    class: 'reputation',
  },
  {
    source: 'GMX',
    reply: `554-gmx.net (mxgmx104) Nemesis ESMTP Service not available
554-No SMTP service
554-IP address is block listed.
554 For explanation visit https://postmaster.gmx.net/en/case?c=r0201&i=ip&v=${ip}&r=1MNcgj-1ue23t3pyV-00S2YR`,
    class: 'reputation',
    code: 554,
  },
  { source: 'Web.de', reply: '550 <someone@web.de>: IP address is block listed', class: 'reputation' },
  {
    source: 'Cox',
    reply:
      '554 cmsmtp blocked. Refer to Error Codes section at https://www.cox.com/internet/support/email-error-codes for more information. AUP#CXBL',
    class: 'reputation',
    blocklist: 'Cox CXBL',
  },
  {
    source: 'AT&T',
    reply: `553 5.3.0 flpd575 DNSBL:RBL 521< ${ip} >_is_blocked. For information see http://www.att.net/blocks`,
    class: 'reputation',
  },
  { source: 'QQ Mail', reply: '550 Suspected spam sender.', class: 'reputation' },
  {
    source: 'Mimecast',
    reply: '451 IP temporarily blacklisted - https://community.mimecast.com/docs/DOC-1369#451',
    class: 'reputation',
  },
  {
    source: 'Cisco Secure Email',
    reply:
      "554 5.7.1 Your access to this mail system has been rejected due to the sending MTA's poor reputation. If you believe that this failure is in error, please contact the intended recipient via alternate means.",
    class: 'reputation',
  },
  {
    source: 'Trend Micro',
    reply: `550 5.7.1 Mail from ${ip} refused, see http://www.mail-abuse.com/cgi-bin/lookup?ip_address=${ip}`,
    class: 'reputation',
    blocklist: 'Trend Micro',
  },
  {
    source: 'ImprovMX',
    reply:
      '551 5.7.1 Due to the very low reputation of the sending domain, this message has been blocked (Code 2).',
    class: 'reputation',
  },
];

const authentication: SmtpReplyFixture[] = [
  {
    source: 'Gmail',
    reply: `550-5.7.26 This mail has been blocked because the sender is
550-5.7.26 unauthenticated. Gmail requires all senders to authenticate with
550-5.7.26 either SPF or DKIM.
550-5.7.26
550-5.7.26  Authentication results:
550-5.7.26  DKIM = did not pass
550-5.7.26  SPF [example.com] with ip: [${ip}] = did not pass
550-5.7.26
550-5.7.26  For instructions on setting up authentication, go to
550 5.7.26  https://support.google.com/mail/answer/81126#authentication a1si123 - gsmtp`,
    class: 'authentication',
    code: 550,
    enhanced: '5.7.26',
  },
  {
    source: 'Gmail',
    reply:
      "550-5.7.26 Unauthenticated email from example.com is not accepted due to domain's DMARC policy. Please contact the administrator of example.com domain if this was a legitimate mail. To learn about the DMARC initiative, go to https://support.google.com/mail/?p=DmarcRejection a1si123 - gsmtp",
    class: 'authentication',
  },
  {
    source: 'Gmail',
    reply:
      "550 5.7.1 Unauthenticated email from example.com is not accepted due to domain's DMARC policy. Please contact the administrator of example.com domain if this was a legitimate mail. Please visit https://support.google.com/mail/answer/2451690 to learn about the DMARC initiative. - gsmtp",
    class: 'authentication',
  },
  {
    source: 'Gmail',
    reply:
      '550-5.7.26 This message fails to pass SPF checks for an SPF record with a hard fail policy (-all). To best protect our users from spam and phishing, the message has been blocked. a1si123 - gsmtp',
    class: 'authentication',
  },
  {
    source: 'Gmail',
    reply: '4.7.32 This mail has been rate limited because there is no DMARC alignment',
    class: 'authentication',
    code: null,
    enhanced: '4.7.32',
    note: 'A throttle that names its reason: the reason decides.',
  },
  {
    source: 'Gmail',
    reply:
      "421-4.7.32 Your email has been rate limited because the From: header (RFC5322) in this message isn't aligned with either the authenticated SPF or DKIM organizational domain. a1si123 - gsmtp",
    class: 'authentication',
  },
  {
    source: 'Gmail',
    reply: `550-5.7.25 [${ip}] The IP address sending this message does not have a
550-5.7.25 PTR record setup, or the corresponding forward DNS entry does not
550-5.7.25 point to the sending IP. As a policy, Gmail does not accept messages
550-5.7.25 from IPs with missing PTR records. Please visit
550-5.7.25  https://support.google.com/mail/answer/81126#ip-practices for more
550 5.7.25 information. a1si123 - gsmtp`,
    class: 'authentication',
    enhanced: '5.7.25',
  },
  {
    source: 'Gmail',
    reply:
      '421-4.7.0 [2001:db8::1] This message does not meet IPv6 sending guidelines regarding PTR records and authentication. Please review https://support.google.com/mail/?p=IPv6AuthError for more information. a1si123 - gsmtp',
    class: 'authentication',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.509 Access denied, sending domain example.com does not pass DMARC verification and has a DMARC policy of reject. [AM4PEPF00027A5F.eurprd04.prod.outlook.com]',
    class: 'authentication',
  },
  {
    source: 'Outlook.com',
    reply:
      "550 5.7.515 Access denied, sending domain example.com doesn't meet the required authentication level. The sender's domain in the 5322.From address doesn't meet the authentication requirements defined for the sender.",
    class: 'authentication',
  },
  {
    source: 'Yahoo',
    reply:
      '550 5.7.9 This mail has been blocked because the sender is unauthenticated. Yahoo requires all senders to authenticate with either SPF or DKIM.',
    class: 'authentication',
  },
  {
    source: 'iCloud',
    reply:
      '550 5.7.1 Your message was rejected due to example.com’s DMARC policy. See https://support.apple.com/en-us/HT204137 for info',
    class: 'authentication',
  },
  {
    source: 'Comcast',
    reply:
      '550 5.2.0 Message rejected due to DMARC. Please see http://postmaster.comcast.net/smtp-error-codes.php#DM000001',
    class: 'authentication',
    note: 'The code says mailbox status; the words say DMARC.',
  },
  {
    source: 'Comcast',
    reply: `554 resimta-ch2-12v.sys.comcast.net comcast ${ip} Comcast requires that all mail servers must have a PTR record with a valid Reverse DNS entry. Currently your mail server does not fill that requirement. For more information, refer to: http://postmaster.comcast.net/smtp-error-codes.php#554`,
    class: 'authentication',
  },
  {
    source: 'AT&T',
    reply: `550 5.7.1 Connections not accepted from servers without a valid sender domain.flph829 Fix reverse DNS for ${ip}`,
    class: 'authentication',
  },
  {
    source: 'Postfix (reject_unknown_client_hostname)',
    reply: `450 4.7.1 Client host rejected: cannot find your hostname, [${ip}]`,
    class: 'authentication',
  },
  {
    source: 'Postfix (reject_unknown_reverse_client_hostname)',
    reply: `550 5.7.1 Client host rejected: cannot find your reverse hostname, [${ip}]`,
    class: 'authentication',
  },
  {
    source: 'Postfix (reject_unknown_helo_hostname)',
    reply: '450 4.7.1 <mail.example.local>: Helo command rejected: Host not found',
    class: 'authentication',
  },
  {
    source: 'Postfix (reject_non_fqdn_helo_hostname)',
    reply: '504 5.5.2 <localhost>: Helo command rejected: need fully-qualified hostname',
    class: 'authentication',
  },
  {
    source: 'Postfix (policyd-spf)',
    reply: `550 5.7.1 <someone@example.net>: Recipient address rejected: Message rejected due to: SPF fail - not authorized. Please see http://www.openspf.net/Why?s=mfrom;id=bounce@example.com;ip=${ip};r=mx.example.net`,
    class: 'authentication',
  },
  {
    source: 'Web.de',
    reply:
      '550 <someone@web.de>: Reject due to SPF policy. The originating IP of the message is not permitted by the domain owner',
    class: 'authentication',
  },
  {
    source: 'GMX',
    reply: `554-gmx.net (mxgmx017) Nemesis ESMTP Service not available
554-No SMTP service
554-Bad DNS PTR resource record.
554 For explanation visit https://postmaster.gmx.net/en/case?c=r0301&i=ip&v=${ip}&r=1MxV4Z-1rcDHm0Xs3-00tH9K`,
    class: 'authentication',
  },
  {
    source: 'Mimecast',
    reply:
      '550 Rejected by header based Anti-Spoofing policy: someone@example.com - https://community.mimecast.com/docs/DOC-1369#550',
    class: 'authentication',
  },
  {
    source: 'QQ Mail',
    reply: '550 DMARC check failed http://service.mail.qq.com/cgi-bin/help?subtype=1&&no=1001508&&id=16.',
    class: 'authentication',
  },
  {
    source: 'Zoho',
    reply: '550 5.7.1 Email rejected per DMARC policy for zoho.com',
    class: 'authentication',
  },
  {
    source: 'Hostpoint',
    reply: `550-SPF-check failed: 550 example.com doesn't allow sending mails from ${ip}`,
    class: 'authentication',
  },
  {
    source: 'Infomaniak',
    reply: '550 5.7.1 rejected by DMARC policy for example.com',
    class: 'authentication',
  },
  {
    source: 'Orange',
    reply: '501 5.0.2 Mail rejete. Mail rejected. DMARC check failed. OFR_210 [210]',
    class: 'authentication',
  },
  { source: 'Barracuda', reply: '550 rejecting spoofed message', class: 'authentication' },
];

const content: SmtpReplyFixture[] = [
  {
    source: 'Gmail',
    reply: `552-5.7.0 This message was blocked because its content presents a potential
552-5.7.0 security issue. Please visit
552-5.7.0  https://support.google.com/mail/?p=BlockedMessage to review our
552 5.7.0 message content and attachment content guidelines. a1si123 - gsmtp`,
    class: 'content',
  },
  {
    source: 'Gmail',
    reply:
      "552-5.2.3 Your message exceeded Google's message size limits. Please visit https://support.google.com/mail/?p=MaxSizeError to view our size guidelines. a1si123 - gsmtp",
    class: 'content',
  },
  {
    source: 'Gmail',
    reply:
      '552 5.7.0 Our system detected an illegal attachment on your message. Please visit http://mail.google.com/support/bin/answer.py?answer=6590 to review our attachment guidelines.',
    class: 'content',
  },
  {
    source: 'Gmail',
    reply: `550-5.7.1 [${ip} 12] Our system has detected that this message is
550-5.7.1 likely unsolicited mail. To reduce the amount of spam sent to Gmail,
550-5.7.1 this message has been blocked. Please visit
550-5.7.1  https://support.google.com/mail/?p=UnsolicitedMessageError
550 5.7.1  for more information. a1si123 - gsmtp`,
    class: 'content',
  },
  {
    source: 'Gmail',
    reply: `421-4.7.0 [${ip} 15] Our system has detected that this message is suspicious due to the nature of the content and/or the links within. To best protect our users from spam, the message has been blocked. Please visit https://support.google.com/mail/answer/188131 for more information. a1si123 - gsmtp`,
    class: 'content',
  },
  {
    source: 'Gmail',
    reply: `550-5.7.1 [${ip} 14] Messages missing a valid address in From: header, or having no From: header, are not accepted. a1si123 - gsmtp`,
    class: 'content',
  },
  {
    source: 'Yandex',
    reply: '554 5.7.1 [1] Message rejected under suspicion of SPAM; https://ya.cc/1IrBc 1631234567-abcDEF12',
    class: 'content',
  },
  {
    source: 'Mail.ru',
    reply:
      '550 spam message rejected. Please visit http://help.mail.ru/notspam-support/id?c=7y4ytdHbuOGv3O50NYTwpz1F or report details to abuse@corp.mail.ru. Error code: 123. ID: 456.',
    class: 'content',
  },
  { source: 'Free', reply: '550 spam detected', class: 'content' },
  { source: 'Free', reply: '550 virus detected', class: 'content' },
  { source: 'Proton Mail', reply: '550 5.7.1 Rejected by spam filter', class: 'content' },
  { source: 'ImprovMX', reply: '550 5.7.1 Message considered as SPAM', class: 'content' },
  {
    source: 'Rambler',
    reply: '554 5.7.1 Spam message rejected; If this is not spam contact abuse',
    class: 'content',
  },
  {
    source: 'Zoho',
    reply: '554 5.7.1 Email cannot be delivered. Reason: Email flagged as Spam.',
    class: 'content',
  },
  { source: 'Zoho', reply: '552 5.7.1 virus Eicar-Test-Signature detected by Zoho Mail', class: 'content' },
  {
    source: 'QQ Mail',
    reply:
      '550 Mail content denied. http://service.exmail.qq.com/cgi-bin/help?subtype=1&&id=20022&&no=1000726',
    class: 'content',
  },
  {
    source: 'Yahoo',
    reply: '554 Message not allowed - Headers are not RFC compliant[291]',
    class: 'content',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.512 Access denied, message must be RFC 5322 section 3.6.2 compliant and include a valid From address. For more information please go to http://go.microsoft.com/fwlink/?LinkId=526653',
    class: 'content',
  },
  {
    source: 'Exchange Online',
    reply: '552 5.3.4 Message size exceeds fixed maximum message size',
    class: 'content',
  },
  {
    source: 'Exchange Online',
    reply:
      "554 5.6.211 Invalid MIME Content: Single text value size (32777) exceeded allowed maximum (32768) for the 'X-Long-Header' header.",
    class: 'content',
  },
  { source: 'Postfix', reply: '552 5.3.4 Message size exceeds fixed limit', class: 'content' },
  {
    source: 'qmail',
    reply: '552 sorry, that message size exceeds my databytes limit (#5.3.4)',
    class: 'content',
  },
  {
    source: 'T-Online',
    reply: '550 5.7.0 Message has been rejected due to spam or virus classification',
    class: 'content',
  },
  { source: 'iCloud', reply: '550 5.7.1 message content rejected due to spam', class: 'content' },
  {
    source: 'NetEase (163.com)',
    reply: `554 DT:SPM 163 mx16,QsCowAC3x1ho12345==.47581S2 1600000000, please see http://mail.163.com/help/help_spam_16.htm?ip=${ip}&hostid=mx16&time=1600000000`,
    class: 'content',
  },
  {
    source: 'Exim (SpamAssassin)',
    reply: '550 Message rejected as spam by Content Filtering.',
    class: 'content',
  },
];

const rateLimited: SmtpReplyFixture[] = [
  {
    source: 'Microsoft 365',
    reply: '452 4.5.3 Too many recipients ([AM0PR01MB1234.eurprd01.prod.exchangelabs.com])',
    class: 'rate_limited',
  },
  { source: 'Postfix', reply: '452 4.5.3 Error: too many recipients', class: 'rate_limited' },
  {
    source: 'Gmail',
    reply: `452-4.5.3 Your message has too many recipients. For more information regarding
452-4.5.3 Google's sending limits, visit
452 4.5.3  https://support.google.com/mail/?p=TooManyRecipientsError a1si123 - gsmtp`,
    class: 'rate_limited',
  },
  {
    source: 'Postfix (anvil)',
    reply: `421 4.7.0 mx.example.net Error: too many connections from ${ip}`,
    class: 'rate_limited',
  },
  {
    source: 'Postfix (anvil)',
    reply: `421 4.7.0 mx.example.net Error: too much mail from ${ip}`,
    class: 'rate_limited',
  },
  {
    source: 'Exim',
    reply: '421 Too many concurrent SMTP connections; please try again later.',
    class: 'rate_limited',
  },
  {
    source: 'Yahoo',
    reply: '421 Max message per connection reached, closing transmission channel',
    class: 'rate_limited',
  },
  {
    source: 'iCloud',
    reply:
      '421 4.7.1 Messages to someone@icloud.com deferred due to excessive volume. Try again later - https://support.apple.com/en-us/HT204137',
    class: 'rate_limited',
  },
  { source: 'iCloud', reply: '421 4.7.0 me.com Error: too many errors', class: 'rate_limited' },
  {
    source: 'Outlook.com',
    reply: '450 4.7.3 Organization queue quota exceeded. [outlook.com]',
    class: 'rate_limited',
  },
  {
    source: 'Outlook.com',
    reply:
      '554 5.2.121 The sender has exceeded the limit for the number of messages they can send to this recipient per hour. For more information go to http://go.microsoft.com/fwlink/?LinkId=526653. [DM6NAM10FT012.eop-nam10.prod.protection.outlook.com]',
    class: 'rate_limited',
  },
  {
    source: 'Exchange Online Protection',
    reply:
      '421 4.3.2 The maximum number of concurrent connections per resource forest has exceeded a limit, closing transmission channel. PRX8 [BN7NAM10FT012.eop-nam10.prod.protection.outlook.com]',
    class: 'rate_limited',
  },
  {
    source: 'Outlook.com',
    reply: `421 4.7.0 (COL004-MC1F39) Unfortunately, some messages from ${ip} weren't sent. Please try again. We have limits for how many messages can be sent per hour and per day. You can also refer to http://mail.live.com/mail/troubleshooting.aspx#errors.`,
    class: 'rate_limited',
  },
  { source: 'Rambler', reply: '452 4.5.3  rate limit exceeded', class: 'rate_limited' },
  {
    source: 'QQ Mail',
    reply:
      '550 Sender frequency limited. http://service.exmail.qq.com/cgi-bin/help?subtype=1&&id=20022&&no=1000723',
    class: 'rate_limited',
  },
  {
    source: 'Comcast',
    reply: '452 4.1.1 <someone@comcast.net> too many recent messages; Try again later',
    class: 'rate_limited',
    note: 'The code says unknown address; the words say too much mail.',
  },
  {
    source: 'Cox',
    reply:
      '421 cmsmtp blocked. Refer to Error Codes section at https://www.cox.com/internet/support/email-error-codes for more information. AUP#CXCNCT: retry timeout exceeded',
    class: 'rate_limited',
  },
  {
    source: 'Google Workspace',
    reply: `550-5.4.5 Daily user sending limit exceeded. For more information on Gmail
550-5.4.5 sending limits go to
550 5.4.5  https://support.google.com/a/answer/166852 a1si123 - gsmtp`,
    class: 'rate_limited',
  },
  {
    source: 'Amazon SES',
    reply: '454 Throttling failure: Maximum sending rate exceeded.',
    class: 'rate_limited',
  },
  {
    source: 'Mail.ru',
    reply: `421 4.7.0 Too many connections from your IP (${ip}). Please try again later`,
    class: 'rate_limited',
  },
];

const policy: SmtpReplyFixture[] = [
  { source: 'Postfix', reply: '554 5.7.1 <someone@example.net>: Relay access denied', class: 'policy' },
  { source: 'iCloud', reply: '554 5.7.1 <someone@icloud.com>: Relay access denied', class: 'policy' },
  { source: 'Yahoo', reply: '550 relaying denied for <someone@example.com>', class: 'policy' },
  {
    source: 'qmail',
    reply: "553 sorry, that domain isn't in my list of allowed rcpthosts (#5.7.1)",
    class: 'policy',
  },
  {
    source: 'Zoho (as a DSN)',
    reply: 'failed,5.1.1 (bad destination mailbox address),smtp;553 Relaying disallowed,mx.zoho.com',
    class: 'policy',
    code: 553,
    enhanced: '5.1.1',
    note: 'The DSN status says unknown address; the reply says relaying.',
  },
  { source: 'Exim', reply: '550 relay not permitted', class: 'policy' },
  {
    source: 'Gmail (Workspace TLS compliance)',
    reply: '421-4.7.0 TLS required for RCPT domain, closing connection. a1si123 - gsmtp',
    class: 'policy',
  },
  { source: 'Postfix', reply: '530 5.7.0 Must issue a STARTTLS command first', class: 'policy' },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.64 TenantAttribution; Relay Access Denied [DM3NAM03FT007.eop-NAM03.prod.protection.outlook.com]',
    class: 'policy',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.133 RESOLVER.RST.SenderNotAuthenticatedForGroup; authentication required; Delivery restriction check failed as sender not authenticated for group',
    class: 'policy',
  },
  {
    source: 'Microsoft 365',
    reply: '550 5.7.124 RESOLVER.RST.NotAuthorizedToSend; sender not in allowed-senders list',
    class: 'policy',
  },
  {
    source: 'Microsoft 365',
    reply: '550 5.7.57 SMTP; Client was not authenticated to send anonymous mail during MAIL FROM',
    class: 'policy',
  },
  {
    source: 'Microsoft 365',
    reply: '550 5.7.60 SMTP; Client does not have permissions to send as this sender',
    class: 'policy',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.750 Service unavailable. Client blocked from sending from unregistered domains. For more information please go to http://go.microsoft.com/fwlink/?LinkId=526653',
    class: 'policy',
  },
  {
    source: 'Microsoft 365',
    reply:
      '550 5.7.520 Access denied, Your organization does not allow external forwarding. Please contact your administrator for further assistance. AS(7555)',
    class: 'policy',
  },
  {
    source: 'Microsoft 365',
    reply: '550 5.7.510 Access denied, example.com does not accept email over IPv6',
    class: 'policy',
  },
  {
    source: 'iCloud',
    reply:
      '550 5.7.1 [CS01] Message rejected due to local policy. Please visit https://support.apple.com/en-us/HT204137',
    class: 'policy',
  },
  {
    source: 'iCloud',
    reply:
      '554 5.7.1 [HM08] Message rejected due to local policy. Please visit https://support.apple.com/en-us/HT204137',
    class: 'policy',
  },
  {
    source: 'Yahoo',
    reply:
      '554 5.7.9 Message not accepted for policy reasons. See https://postmaster.yahooinc.com/error-codes',
    class: 'policy',
  },
  {
    source: 'Yahoo',
    reply:
      '554 Message not allowed - [PH01] Email not accepted for policy reasons. Please visit https://postmaster.yahooinc.com/error-codes',
    class: 'policy',
  },
  { source: 'Yandex', reply: '550 5.7.1 Policy rejection on the target address', class: 'policy' },
  {
    source: 'GMX',
    reply: '550 Requested action not taken: mailbox unavailable Reject due to policy restrictions.',
    class: 'policy',
  },
  {
    source: 'Web.de',
    reply: '550 <someone@web.de>: Reject due to policy restrictions (IP based)',
    class: 'policy',
  },
  {
    source: 'Mimecast',
    reply:
      '550 Administrative prohibition - envelope blocked - https://community.mimecast.com/docs/DOC-1369#550',
    class: 'policy',
  },
  {
    source: 'Mimecast',
    reply: '550 Envelope blocked - User Entry - https://community.mimecast.com/docs/DOC-1369#550',
    class: 'policy',
  },
  {
    source: 'Mimecast',
    reply: '554 Email rejected due to security policies - https://community.mimecast.com/docs/DOC-1369#554',
    class: 'policy',
  },
  { source: 'Mimecast', reply: '421 Sender address blocked', class: 'policy' },
  {
    source: 'Postfix',
    reply: '554 5.7.1 <bounce@example.com>: Sender address rejected: Access denied',
    class: 'policy',
  },
  {
    source: 'Infomaniak',
    reply: '450 4.1.8 <bounce@example.com>: Sender address rejected: Domain not found',
    class: 'policy',
  },
  {
    source: 'Sendmail',
    reply: '553 5.1.8 <bounce@example.com>... Domain of sender address bounce@example.com does not exist',
    class: 'policy',
  },
  { source: 'qmail', reply: '553 sorry, your envelope sender domain must exist (#5.7.1)', class: 'policy' },
  {
    source: 'Exim',
    reply: `550-Verification failed for <bounce@example.com>
550-Unrouteable address
550 Sender verify failed`,
    class: 'policy',
    note: 'Unrouteable is the sender’s address here, not the recipient’s.',
  },
  {
    source: 'Orange',
    reply: '501 5.1.0 Emetteur invalide. Invalid Sender. OFR004_405 [405]',
    class: 'policy',
  },
  {
    source: 'Gmail',
    reply: `550-5.7.1 The user or domain that you are sending to (or from) has a policy that
550-5.7.1 prohibited the mail that you sent. Please contact your domain
550-5.7.1 administrator for further details. For more information, visit
550 5.7.1  https://support.google.com/a/answer/172179 a1si123 - gsmtp`,
    class: 'policy',
  },
  {
    source: 'Zoho',
    reply: '452 <someone@zoho.com> Mailbox delivery restricted by policy error',
    class: 'policy',
    note: 'A deferral that names its reason.',
  },
  { source: 'Exim', reply: '550 Administrative prohibition', class: 'policy' },
  {
    source: 'Web.de',
    reply: '550 <someone@web.de>: Invalid DNS MX or A/AAAA resource record',
    class: 'policy',
  },
  {
    source: 'Exchange Server',
    reply: '550 5.7.1 Your access to submit messages to this e-mail system has been rejected.',
    class: 'policy',
  },
];

const temporary: SmtpReplyFixture[] = [
  {
    source: 'Postfix (postgrey)',
    reply:
      '450 4.2.0 <someone@example.com>: Recipient address rejected: Greylisted, see http://postgrey.schweikert.ch/help/example.com.html',
    class: 'temporary',
  },
  { source: 'rspamd', reply: '451 4.7.1 Try again later (greylisted)', class: 'temporary' },
  {
    source: 'Exim (greylistd)',
    reply: `451 ${ip} is not yet authorized to deliver mail from <bounce@example.com> to <someone@example.com>. Please try later.`,
    class: 'temporary',
  },
  {
    source: 'Mimecast',
    reply:
      '451 Internal resources are temporarily unavailable - https://community.mimecast.com/docs/DOC-1369#451',
    class: 'temporary',
  },
  {
    source: 'Mimecast',
    reply: '421 Unable to process connection at this time - https://community.mimecast.com/docs/DOC-1369#421',
    class: 'temporary',
  },
  {
    source: 'Gmail',
    reply: '421-4.7.0 Try again later, closing connection. (EHLO) a1si123 - gsmtp',
    class: 'temporary',
  },
  {
    source: 'Gmail',
    reply: '451 4.3.0 Mail server temporarily rejected message. a1si123 - gsmtp',
    class: 'temporary',
  },
  {
    source: 'Gmail',
    reply: '421-4.3.0 Temporary System Problem.  Try again later (10). a1si123 - gsmtp',
    class: 'temporary',
  },
  {
    source: 'Yahoo',
    reply:
      '451 mta1234.mail.bf1.yahoo.com Resources temporarily unavailable. Please try again later [#4.16.1].',
    class: 'temporary',
    enhanced: null,
  },
  { source: 'Yahoo', reply: '421 Service not available, closing transmission channel', class: 'temporary' },
  {
    source: 'Yahoo',
    reply: `421 Message from (${ip}) temporarily deferred - 4.16.50. Please refer to http://postmaster.yahoo.com/errors/postmaster-21.html`,
    class: 'temporary',
    note: 'Deferred with no reason given.',
  },
  {
    source: 'Outlook.com',
    reply: '451 4.3.2 Temporary server error. Please try again later ATTR17 [outlook.com]',
    class: 'temporary',
  },
  {
    source: 'Outlook.com',
    reply:
      '451 4.4.0 Message failed to be replicated: No healthy secondary server available to accept replica at this time. [outlook.com]',
    class: 'temporary',
  },
  {
    source: 'Outlook.com',
    reply: '452 4.3.1 Insufficient system resources (TSTE) [outlook.com]',
    class: 'temporary',
  },
  {
    source: 'Exchange Online Protection',
    reply: `451 4.7.500 Server busy. Please try again later from [${ip}]. (AS77712344) [BN8NAM12FT012.eop-nam12.prod.protection.outlook.com]`,
    class: 'temporary',
  },
  { source: 'Outlook.com', reply: '421 4.3.2 Service not available [outlook.com]', class: 'temporary' },
  {
    source: 'Exchange Online',
    reply:
      '451 4.4.62 Mail sent to the wrong Office 365 region. ATTR35. For more information please go to https://go.microsoft.com/fwlink/?linkid=865268',
    class: 'temporary',
  },
  { source: 'Yandex', reply: '421 4.4.2 mail.yandex.net Error: timeout exceeded', class: 'temporary' },
  {
    source: 'Yandex',
    reply: '451 4.7.1 Sorry, the service is currently unavailable. Please come back later.',
    class: 'temporary',
  },
  { source: 'iCloud', reply: '451 4.7.1 Service unavailable - try again later', class: 'temporary' },
  {
    source: 'Postfix',
    reply: 'connect to mx.example.com[192.0.2.10]:25: Connection timed out',
    class: 'temporary',
    hints: { outcome: deferral },
    code: null,
  },
  {
    source: 'Postfix',
    reply: 'connect to mx.example.com[192.0.2.10]:25: Connection refused',
    class: 'temporary',
    hints: { outcome: deferral },
  },
  {
    source: 'Postfix',
    reply: 'lost connection with mx.example.com[192.0.2.10] while receiving the initial server greeting',
    class: 'temporary',
    hints: { outcome: deferral },
  },
  {
    source: 'Postfix',
    reply:
      'Host or domain name not found. Name service error for name=example.com type=MX: Host not found, try again',
    class: 'temporary',
    hints: { outcome: deferral },
  },
  {
    source: 'Exchange Server',
    reply: '#550 4.4.7 QUEUE.Expired; message expired ##',
    class: 'temporary',
    code: 550,
    enhanced: '4.4.7',
  },
  {
    source: 'Exchange Online',
    reply: '550 5.4.316 Message expired, connection refused(Socket error code 10061)',
    class: 'temporary',
  },
  {
    source: 'This service (final failure)',
    reply: 'Gave up after 3 attempts: 421 4.4.2 Connection timed out',
    class: 'temporary',
    hints: { outcome: rejection },
    code: 421,
    enhanced: '4.4.2',
  },
  { source: 'qmail', reply: '451 qq temporary problem (#4.3.0)', class: 'temporary' },
  {
    source: 'qmail',
    reply: "Sorry, I wasn't able to establish an SMTP connection. (#4.4.1)",
    class: 'temporary',
    code: null,
    enhanced: '4.4.1',
  },
  { source: 'Postfix', reply: '452 4.3.1 Insufficient system storage', class: 'temporary' },
  { source: 'Exim', reply: '451 Temporary local problem - please try later', class: 'temporary' },
  {
    source: 'Orange',
    reply:
      '421 mwinf5c10 ME Service refuse. Veuillez essayer plus tard. Service refused, please try later. OFR_999 [999]',
    class: 'temporary',
  },
  { source: 'Sendmail', reply: '451 4.4.1 reply: read error from mx.example.com.', class: 'temporary' },
  { source: 'Zoho', reply: '452 4.3.1 Temporary System Error', class: 'temporary' },
  { source: 'Yahoo', reply: '452 temporary domain failure <someone@example.com>', class: 'temporary' },
  {
    source: 'Exim',
    reply: 'retry timeout exceeded',
    class: 'temporary',
    hints: { outcome: rejection },
  },
  { source: 'Google', reply: '421 4.7.0 Try again later', class: 'temporary' },
  { source: 'Any MTA', reply: '451 4.3.0 Error: queue file write error', class: 'temporary' },
];

const unknown: SmtpReplyFixture[] = [
  { source: 'Yandex', reply: '551 5.3.0 Unknown error', class: 'unknown' },
  {
    source: 'Yahoo',
    reply: '554 delivery error: dd Requested mail action aborted - mta1234.mail.gq1.yahoo.com',
    class: 'unknown',
  },
  { source: 'Yahoo', reply: '501 Syntax error in parameters or arguments', class: 'unknown' },
  {
    source: 'Web.de',
    reply: '550 <someone@web.de>: Syntax error in parameters or arguments',
    class: 'unknown',
  },
  { source: 'Zoho', reply: '541 5.4.1 Mail rejected by destination domain', class: 'unknown' },
  { source: 'QQ Mail', reply: '550 Mail is rejected by recipients', class: 'unknown' },
  { source: 'Any MTA', reply: '554 5.0.0 Message rejected', class: 'unknown' },
  { source: 'Any MTA', reply: '554 Transaction failed', class: 'unknown' },
  { source: 'Yahoo', reply: '554 Message not allowed - [299]', class: 'policy' },
];

/** Replies given with codes or an outcome the caller knows apart from the text. */
const withHints: SmtpReplyFixture[] = [
  {
    source: 'A webhook with the codes apart',
    reply: 'User unknown',
    class: 'invalid_recipient',
    hints: { code: 550, enhanced: '5.1.1' },
    code: 550,
    enhanced: '5.1.1',
  },
  {
    source: 'A webhook with the codes apart',
    reply: 'Requested action aborted',
    class: 'temporary',
    hints: { outcome: deferral },
    note: 'Told it is a deferral, with no reason: temporary.',
  },
  {
    source: 'A webhook with the codes apart',
    reply: 'Requested action aborted',
    class: 'unknown',
    hints: { outcome: rejection },
    note: 'Told it is a rejection, with no reason: unknown.',
  },
  {
    source: 'A webhook with the codes apart',
    reply: '',
    class: 'invalid_recipient',
    hints: { code: 550, enhanced: '5.1.1' },
    note: 'No words at all: the enhanced code decides.',
  },
  {
    source: 'A webhook with the codes apart',
    reply: 'Mailbox full',
    class: 'mailbox_unavailable',
    hints: { code: 452, outcome: deferral },
    code: 452,
  },
];

export const smtpReplyFixtures: readonly SmtpReplyFixture[] = [
  ...invalidRecipient,
  ...mailboxUnavailable,
  ...reputation,
  ...authentication,
  ...content,
  ...rateLimited,
  ...policy,
  ...temporary,
  ...unknown,
  ...withHints,
];
