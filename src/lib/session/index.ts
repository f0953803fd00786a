import { session } from './current-session';

export { session } from './current-session';
export { keyStorageName, returnToStorageName } from './key-storage';
export { tabAnswerMs, type SignOutReason } from './session-store';
export { useApiKey, useOfferedKey, useWaitingForTabs } from './hooks';

export const {
  getApiKey,
  isRemembered,
  signIn,
  signOut,
  takeReturnTo,
  readKeyFromFragment,
  askOtherTabs,
  getSignOutReason,
  getOfferedKey,
  isWaitingForTabs,
  acceptOfferedKey,
  declineOfferedKey,
  keyFingerprint,
} = session;
export const subscribeSession = session.subscribe;
