import { ssoErrorCodes } from '@/contract/people';

/**
 * What the sign-in page says for `?error=<code>` when single sign-on sends the person back: the
 * contract's sentence for each code the service uses; another service's code gets the general one.
 */
export const ssoErrorSentence = (code: string): string =>
  Object.hasOwn(ssoErrorCodes, code)
    ? ssoErrorCodes[code as keyof typeof ssoErrorCodes]
    : "Single sign-on didn't complete. Start again, or sign in another way.";
