// Three rule changes (issue 52) reach the rows stored under the older rules, here and only here:
// - a sender's own quota (Gmail's "Daily user sending quota exceeded", Exchange's
//   SubmissionQuotaExceededException, "send quota", "quota for outgoing mail") was read as a full
//   mailbox: now `rate_limited`, the sender's side;
// - bare CR or LF line endings, whatever code came with them, were read as the recipient's, a
//   policy or unknown: now `content`, the sender's side;
// - RFC 5321's bare words ("mailbox unavailable", "address rejected") with no reason and no
//   addressing code were read as an invalid recipient: too unsure to blame the recipient (that
//   suppresses the address), now `unknown`.
// Events, the failure summary of their messages and automatic suppressions move together; the
// daily counters keep what they counted when the events happened. The patterns are the rules' own,
// written out (PostgreSQL's \y is a word boundary), so this migration never changes with them.
import { summarizeFailuresOf } from '../repos/failure-summary';

const senderQuota = String.raw`(queue|submission|sending|send|sender|sender's|outbound|outgoing|relay|daily|hourly) quota|submissionquota|quota.{0,30}(outgoing|outbound|sending|sent)`;
const bareLineEnding = String.raw`bare (lf|cr|<cr>|<lf>|line ?feeds?|carriage returns?|newlines?)|(invalid|illegal) line endings?|barelinefeed`;
const weakRecipient = String.raw`mailbox (is )?(currently )?(unavailable|not available)|unavailable mailbox|recipient (address )?(rejected|not allowed)|address rejected`;
// What still names an unknown or closed recipient, or codes one (X.1.1-4/6/10, X.4.4, X.4.310, X.7.17/18).
const namedRecipient = String.raw`user unknown|unknown (user|recipient|address|e-?mail|mailbox|local|alias|account|addressee)|(user|recipient|address|addressee|mailbox|alias|account) (is )?unknown|no such |illegal (user|alias)|not ?found|(doesn't|does not|did not) exist|not exist|nonexist|non-existent|invalid (recipient|mailbox|address|user|account|e-?mail|destination)|(recipient|mailbox|address|user|account)( address)? (is )?invalid|not a valid |bad destination|address syntax|unrouteable|unroutable|not our (customer|user)|has moved|not a registered|no smtp service|user not local|(host|domain) unknown|unknown (host|domain)|does not accept|not (reachable|resolvable)|unallocated|no mailbox|mailbox name not allowed|marked as invalid|be found|misspelled|account|undeliverable address|null ?mx|no mx|any host|no such domain|recipient domain|domain(nonexistent| does not exist)|inconnu|invalide|unbekannt|desconocido|no existe|inesistente|sconosciut|nie istnieje|no longer|closed|deleted|removed|terminated|discontinued|cancell?ed|recipient address rejected: access denied|not listed|[245]\.1\.(1|2|3|4|6|10)\y|[245]\.4\.(4|310)\y|[245]\.7\.(17|18)\y`;

const moves = (table: string, reply: string) => /* sql */ `
UPDATE ${table} SET bounce_class = 'rate_limited', bounce_side = 'sender'
WHERE bounce_side = 'recipient' AND lower(${reply}) ~ $re$${senderQuota}$re$;

UPDATE ${table} SET bounce_class = 'content', bounce_side = 'sender'
WHERE bounce_class IN ('invalid_recipient', 'mailbox_unavailable', 'policy', 'unknown')
  AND lower(${reply}) ~ $re$${bareLineEnding}$re$;

UPDATE ${table} SET bounce_class = 'unknown', bounce_side = 'unknown'
WHERE bounce_class = 'invalid_recipient' AND lower(${reply}) ~ $re$${weakRecipient}$re$
  AND lower(${reply}) !~ $re$${namedRecipient}$re$;
`;

export default /* sql */ `
${moves('message_events', `attrs ->> 'smtp_response'`)}
${summarizeFailuresOf(`(SELECT e.* FROM message_events e WHERE e.message_id IN (
  SELECT message_id FROM message_events WHERE bounce_class IS NOT NULL
    AND lower(attrs ->> 'smtp_response') ~ $re$${senderQuota}|${bareLineEnding}|${weakRecipient}$re$)) d`)};
${moves('suppressions', `source ->> 'smtp_response'`)}
`;
