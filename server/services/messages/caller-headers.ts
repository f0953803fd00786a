import {
  callerHeaderLimits,
  callerHeaderNames,
  oneClickHeaderNames,
  type MessageStream,
} from '../../../src/contract';
import { Invalid, type DomainErrorDetail } from '../errors';

/** A header as stored with the message and answered on it. */
export interface MessageHeader {
  name: string;
  value: string;
}

/** What the service writes itself: never the caller's to set (or to smuggle in as a second copy). */
const serviceSet =
  /^(from|to|cc|bcc|sender|subject|date|message-id|dkim-signature|return-path|received|mime-version|content-.*)$/i;
/** RFC 5322 field names are printable ASCII without a colon; we take the common token subset. */
const fieldName = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
/**
 * Anything that could end the header line or hide a second one: CR, LF, NUL and every other C0
 * control, DEL, the C1 controls (NEL among them) and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const unsafeChar = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const listed = new Map<string, string>(callerHeaderNames.map((n) => [n.toLowerCase(), n]));
const oneClick = new Set<string>(oneClickHeaderNames.map((n) => n.toLowerCase()));

/** Why one caller header is refused, or its stored name (the list's spelling) when it is accepted. */
function nameProblem(name: string, stream: MessageStream): { problem: string } | { name: string } {
  const lower = name.toLowerCase();
  if (name.length > callerHeaderLimits.nameLength)
    return { problem: `name must be at most ${callerHeaderLimits.nameLength} characters` };
  if (!fieldName.test(name)) return { problem: 'is not a header name (letters, digits and hyphens)' };
  if (serviceSet.test(name)) return { problem: 'is set by the service' };
  if (stream === 'bulk' && oneClick.has(lower))
    return { problem: 'is set by the service on bulk mail (one-click unsubscribe)' };
  const known = listed.get(lower);
  if (known) return { name: known };
  if (lower.startsWith('x-') && lower.length > 2) return { name };
  return { problem: `is not accepted: one of ${callerHeaderNames.join(', ')}, or a name starting X-` };
}

function valueProblem(value: string) {
  if (!value.trim()) return 'must not be empty';
  if (value.length > callerHeaderLimits.valueLength)
    return `must be at most ${callerHeaderLimits.valueLength} characters`;
  if (unsafeChar.test(value)) return 'must be one line without control characters (CR, LF, NUL…)';
  return null;
}

/**
 * The caller's headers checked for a message of this stream, in the order sent: a 400 naming every
 * header refused (an unknown or service-set name, a duplicate under any spelling, a value that could
 * inject a line, too many, too long), so nothing is written unless all of them hold.
 */
export function checkCallerHeaders(
  headers: Record<string, string> | undefined,
  stream: MessageStream,
): MessageHeader[] {
  const entries = Object.entries(headers ?? {});
  const details: DomainErrorDetail[] = [];
  if (entries.length > callerHeaderLimits.count)
    details.push({ field: 'headers', message: `must hold at most ${callerHeaderLimits.count} headers` });
  const seen = new Set<string>();
  const accepted: MessageHeader[] = [];
  for (const [name, value] of entries) {
    const field = `headers.${name.slice(0, 80)}`;
    const named = nameProblem(name, stream);
    if ('problem' in named) {
      details.push({ field, message: named.problem });
      continue;
    }
    if (seen.has(named.name.toLowerCase())) {
      details.push({ field, message: 'is given more than once (names are case-insensitive)' });
      continue;
    }
    seen.add(named.name.toLowerCase());
    const problem = valueProblem(value);
    if (problem) details.push({ field, message: problem });
    else accepted.push({ name: named.name, value });
  }
  if (details.length)
    throw new Invalid(
      `Invalid request body: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}.`,
      details,
    );
  return accepted;
}
