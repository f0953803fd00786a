/**
 * The words of a refusal in another service's own shape: `{message}`, `{error: "…"}`,
 * `{error: {message}}`, `{errors: ["…" | {message}]}`, `{detail}` / `{title}` (RFC 7807), or a short
 * plain-text body. Null when nothing readable came.
 */
export function foreignErrorMessage(json: unknown, text: string, contentType: string | null): string | null {
  const words = (value: unknown): string | null => {
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      return words(o.message) ?? words(o.error_description) ?? words(o.detail) ?? words(o.title) ?? null;
    }
    return null;
  };
  if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    const fromList = Array.isArray(o.errors)
      ? o.errors
          .map(words)
          .filter((w): w is string => w !== null)
          .join('; ') || null
      : null;
    const found = words(o.message) ?? words(o.error) ?? fromList ?? words(o.detail) ?? words(o.title);
    // JSON without words in a shape we know: nothing a person should read raw.
    return found ? found.slice(0, 500) : null;
  }
  const plain = text.trim();
  // Plain text, not an HTML error page: those say nothing a person should read here.
  if (plain && !/html/i.test(contentType ?? '') && !plain.startsWith('<') && plain.length <= 500)
    return plain;
  return null;
}

/** Our error codes for a status, when the service sent none we know. */
export function codeForStatus(status: number): string {
  const codes: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'invalid_request',
    429: 'rate_limited',
    503: 'service_unavailable',
  };
  return codes[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
}
