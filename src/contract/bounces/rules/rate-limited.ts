import type { ReplyRule } from './rule';

/** Throttled for volume, connections or recipients, with no other reason named. */
export const rateLimitedRules: ReplyRule[] = [
  {
    class: 'rate_limited',
    pattern: /too many (recipients|rcpt)|recipients? (limit|count)|number of recipients/,
    explanation: 'The message has more recipients than the receiver takes at once.',
    action: 'Send to fewer recipients per message or per connection.',
  },
  {
    class: 'rate_limited',
    pattern:
      /too many (connections|concurrent|simultaneous|sessions)|concurrent|connection (rate|limit)|cxcnct/,
    explanation: 'Too many connections from your servers to this receiver at once.',
    action: 'Open fewer simultaneous connections to this provider.',
  },
  {
    class: 'rate_limited',
    pattern:
      /rate ?-?limit|ratelimit|too many (messages|mails|e-?mails|requests|errors|commands)|too many recent|too much mail|throttl|excessive (volume|number|rate|connections|messages|mail)|unexpected volume|(sending|send|message|mail|delivery) (rate|frequency|limit)|frequency|slow down|too (fast|quickly|frequent)|max(imum)? (number of )?(messages?|connections?|recipients?|sessions?)|(message|session|hourly|daily) limit|limits? (exceeded|reached)|exceeded .{0,30}limit|over (the )?limit|per (hour|day|minute|connection|session)|how many messages/,
  },
];
