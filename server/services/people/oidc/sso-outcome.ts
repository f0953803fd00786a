import type { SsoErrorCode } from '../../../../src/contract';

/**
 * How a single sign-on step ends: somewhere to send the browser, or the one code the sign-in page
 * explains (`ssoErrorCodes`). `reason` says what went wrong in words for the service's own tests and
 * logs, never for the browser.
 */
export type SsoOutcome<T> = ({ ok: true } & T) | { ok: false; error: SsoErrorCode; reason: string };

export const ssoRefused = (error: SsoErrorCode, reason: string) => ({ ok: false as const, error, reason });

/** How long a browser has to come back from the provider. */
export const attemptTtlSeconds = 600;

/**
 * An openid-client failure in a line, for the log: its message, the provider's OAuth error when it
 * answered one (`invalid_grant: …`), and what caused it (`unexpected JWT "nonce" (nonce) claim value`).
 */
export const explain = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const { error: code, error_description: description } = error as {
    error?: unknown;
    error_description?: unknown;
  };
  const answered =
    typeof code === 'string' ? ` [${code}${typeof description === 'string' ? `: ${description}` : ''}]` : '';
  const cause = error.cause instanceof Error ? ` (${explain(error.cause)})` : '';
  return `${error.message}${answered}${cause}`.slice(0, 300);
};
