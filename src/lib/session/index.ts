/** The tab's session (`session.getApiKey()`, `session.signIn(…)`, …), its hooks and its storage names. */
export { session } from './current-session';
export { keyStorageName, returnToStorageName } from './key-storage';
export { tabAnswerMs, type SignOutReason } from './session-store';
export { fragmentToken, takeFragmentToken } from './fragment-token';
export { useApiKey, useIdentity, useOfferedKey, usePerson, useWaitingForTabs } from './hooks';
