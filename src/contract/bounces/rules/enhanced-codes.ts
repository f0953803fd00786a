import type { BounceClass } from '../classes';

export interface CodeReading {
  class: BounceClass;
  explanation?: string;
  action?: string;
}

const read = (cls: BounceClass, explanation?: string, action?: string): CodeReading => ({
  class: cls,
  ...(explanation ? { explanation } : {}),
  ...(action ? { action } : {}),
});

/**
 * What an RFC 3463 enhanced status code says by itself (X.1 addressing, X.2 mailbox, X.3 mail
 * system, X.4 network and routing, X.5 protocol, X.6 content, X.7 security and policy), plus
 * Microsoft's documented ranges. Read only when no words of the reply named a reason.
 */
export function readEnhancedCode(enhanced: string): CodeReading | null {
  const [, subjectText, detailText] = enhanced.split('.');
  const subject = Number(subjectText);
  const detail = Number(detailText);
  // The code's own class: a 4.x.x stays a passing condition even when the sender gave up on it.
  const rejection = enhanced[0] === '5';
  switch (subject) {
    case 1:
      if ([1, 2, 3, 4, 6, 10].includes(detail)) return read('invalid_recipient');
      if (detail === 7 || detail === 8)
        return read('policy', "The receiver refused the envelope sender's address or domain.");
      return null;
    case 2:
      if (detail === 2) return read('mailbox_unavailable', "The recipient's mailbox is full.");
      if (detail === 3) return read('content', 'The message is larger than the receiver accepts.');
      if (detail <= 1) return read('mailbox_unavailable');
      if (detail === 121) return read('rate_limited');
      if (detail === 122) return read('mailbox_unavailable');
      return null;
    case 3:
      if (detail === 4) return read('content', 'The message is larger than the receiver accepts.');
      return rejection ? null : read('temporary');
    case 4:
      if (detail === 4 || detail === 310) return read('invalid_recipient');
      // 5.4.1 is Microsoft's unknown recipient as often as RFC 3463's no answer: no reading.
      if (detail === 1 && rejection) return null;
      return read('temporary');
    case 5:
      return detail === 3
        ? read('rate_limited', 'The message has more recipients than the receiver takes at once.')
        : null;
    case 6:
      return read('content');
    case 7:
      return readSecurityCode(detail, rejection);
    default:
      return null;
  }
}

function readSecurityCode(detail: number, rejection: boolean): CodeReading | null {
  if (detail === 13) return read('mailbox_unavailable');
  if (detail === 17 || detail === 18) return read('invalid_recipient');
  if ((detail >= 20 && detail <= 26) || detail === 29) return read('authentication');
  if (detail === 28) return read('rate_limited');
  // Microsoft 365: 5.7.501-503 spam abuse, 5.7.511 banned sender, 5.7.513 blocked IP,
  // 5.7.606-649 banned sending IP, 4.7.650-699 IP reputation, 5.7.700-749 tenant over threshold.
  if ([501, 502, 503, 511, 513].includes(detail)) return read('reputation');
  if (detail >= 606 && detail <= 749) return read('reputation');
  if (detail === 509 || detail === 515) return read('authentication');
  if (detail === 512) return read('content');
  if (detail === 750 || detail === 510) return read('policy');
  // 4.7.x without words: a deferral like any other. 5.7.x: delivery not authorized.
  if (detail >= 500) return null;
  return rejection ? read('policy') : null;
}
