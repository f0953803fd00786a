/** The signed-out screens' addresses (the service's links point at the invitation and reset pages). */
export const signInPaths = {
  signIn: '/sign-in',
  apiKey: '/sign-in/key',
  invitation: '/invitation',
  resetPassword: '/reset-password',
} as const;

/** An address of a signed-out screen: once signed in, there is nothing to show there. */
export const isSignInPath = (pathname: string) =>
  Object.values(signInPaths).some((path) => pathname === path);
