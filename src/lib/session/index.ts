/** The tab's session (`session.getApiKey()`, `session.signIn(…)`, …), its hooks and its storage names. */
export { session } from './current-session';
export { keyStorageName, returnToStorageName } from './key-storage';
export { tabAnswerMs, type SignOutReason } from './session-store';
export { useApiKey, useOfferedKey, useWaitingForTabs } from './hooks';
