/**
 * A vendor's date cell as an ISO timestamp: ISO 8601 (SES, Postmark, Relaydesk), Unix seconds or
 * milliseconds (SendGrid `created`), RFC 2822 (Mailgun `created_at`). Null when the cell is empty,
 * unreadable or in the future (`now` is injected in tests).
 */
export function parseImportDate(cell: string | undefined, now = Date.now()): string | null {
  const text = (cell ?? '').trim();
  if (!text) return null;
  let ms: number;
  if (/^\d{9,13}(\.\d+)?$/.test(text)) {
    const n = Number(text);
    ms = n < 1e11 ? n * 1000 : n;
  } else if (!/\d{4}/.test(text)) {
    // No four-digit year: `12` or `Monday` is not a date, whatever Date.parse guesses.
    return null;
  } else {
    // `2026-03-04 05:06:07` (no T, no zone) is read as UTC, as the exports mean it.
    const iso = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(text)
      ? `${text.replace(' ', 'T')}Z`
      : text;
    ms = Date.parse(iso);
  }
  if (!Number.isFinite(ms) || ms > now || ms < Date.UTC(1990, 0, 1)) return null;
  return new Date(ms).toISOString();
}
