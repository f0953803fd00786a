import type { SessionData } from '@/contract/people';
import { ApiError } from '@/lib/api-error';
import { session } from '@/lib/session';

/**
 * A sign-in, an accepted invitation or a completed reset answered the new session: this tab is signed
 * in as its person. A 2xx without the session in our shape is an answer the dashboard cannot use.
 */
export function signedInAs(data: SessionData | null): void {
  if (!data)
    throw new ApiError({
      status: 200,
      code: 'bad_response',
      message: 'The service signed you in without saying who you are.',
    });
  session.signInAsPerson(data);
}
