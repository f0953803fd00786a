/** Reads the notification settings' shapes; shared by the configuration and the senders. */

/** `smtp://` or `smtps://` with a host (never echoes the URL: it may hold a password). */
export function isSmtpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The relay as it may be shown: scheme, host and port, never the credentials. */
export function notifyRelayLabel(value: string) {
  const url = new URL(value);
  return `${url.protocol}//${url.host}`;
}

const plain = /^[^\s<>@"]+@[^\s<>@"]+\.[^\s<>@"]+$/;

/** `Name <address>` or a bare address → its parts; null when it is neither. */
export function mailbox(value: string): { name: string | null; address: string } | null {
  const s = value.trim();
  if (plain.test(s)) return { name: null, address: s.toLowerCase() };
  const m = /^([^<>"\r\n]*?)\s*<([^<>]+)>$/.exec(s);
  if (!m || !plain.test(m[2]!)) return null;
  return { name: m[1]!.trim() || null, address: m[2]!.toLowerCase() };
}
