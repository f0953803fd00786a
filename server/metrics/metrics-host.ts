/**
 * Whether a request's Host header names this loopback listener: 127.0.0.1, [::1] or localhost, bare
 * or with the listener's own port. A page on another name that rebinds to 127.0.0.1 (DNS
 * rebinding) still sends its own name as the Host, so it gets no metrics.
 */
export function isLoopbackHostHeader(host: string | undefined, port: number): boolean {
  const match = /^(127\.0\.0\.1|\[::1\]|localhost)(?::(\d{1,5}))?$/i.exec(host ?? '');
  return match !== null && (match[2] === undefined || Number(match[2]) === port);
}
