import type { ReplyRule } from './rule';

/** Greylisting, timeouts, busy or broken servers: conditions that pass. */
export const temporaryRules: ReplyRule[] = [
  {
    class: 'temporary',
    pattern: /gr[ae]y-?list|not yet authori[sz]ed|please retry in \d|try again in \d/,
    explanation: 'The receiver greylisted the message: it accepts it when it is sent again later.',
    action: 'Nothing to do: the retry a few minutes later is accepted.',
  },
  {
    class: 'temporary',
    pattern:
      /timed? ?out|timeout|connection (refused|reset|lost|dropped|closed|died|failed)|lost connection|no route to host|network (is )?unreachable|(unable|could not|couldn't|failed) to connect|establish an smtp connection|read error|write error|dns (query |lookup )?(fail|error)|network error|routing loop|mail loop|hop count|too many hops|max(imum)? hops|loops back/,
    explanation: 'The receiving server could not be reached or stopped answering; the service retries.',
    action: "Nothing to do yet; if it lasts for hours, the recipient's mail server may be down.",
  },
  {
    class: 'temporary',
    pattern: /expired|retry time|failing for a long time/,
    explanation: 'The service kept being deferred until the message expired.',
    action: "Check the earlier deferrals for this recipient's domain for their reason.",
  },
  {
    class: 'temporary',
    pattern:
      /(server|system|service) (is )?(too )?busy|overloaded|heavy load|under load|maintenance|resources? (are |is )?(temporarily )?unavailable|insufficient (system|disk|server)|local (error|problem)|internal (server )?error|temporary (server |system |local |dns |domain )?(error|failure|problem)|(system|server|configuration) (error|problem)|healthy secondary|replicat/,
    explanation: 'The receiving server had a problem of its own; the service retries.',
  },
];
