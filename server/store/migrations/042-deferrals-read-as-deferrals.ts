// Events keep the class they were recorded with; every surface shows that one and nothing classifies
// again on read. Recording now reads a reply with the event's own hints (a deferral was retried, a
// hard bounce was final), the policy the console used to apply on read: a deferral whose reply names
// no reason was stored `unknown` and shown `temporary` in the browser. Those stored rows move to what
// the classifier records today, and the failure summary of their messages is summarised again. The
// daily counters keep what they counted when the events happened.
import { summarizeFailuresOf } from '../repos/failure-summary';

export default /* sql */ `
UPDATE message_events SET bounce_class = 'temporary', bounce_side = 'temporary'
WHERE type = 'deferred' AND bounce_class = 'unknown';

${summarizeFailuresOf(`(SELECT e.* FROM message_events e
  WHERE e.message_id IN (SELECT message_id FROM message_events WHERE type = 'deferred' AND bounce_class = 'temporary')) d`)};
`;
