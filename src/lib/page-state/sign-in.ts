import { z } from '@/contract/zod';
import { pageState } from './page-state';

/** `/sign-in?error=<code>`: single sign-on sent the person back, saying why (`ssoErrorCodes` in the contract). */
export const signInPageState = pageState(() => ({
  error: z.string().check(z.regex(/^[a-z_]{1,64}$/)),
}));
