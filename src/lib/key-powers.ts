import { endpoints, type Permission } from '@/contract';
import { keyPowers } from '@/contract/roles';
import type { Power } from '@/contract/role-names';

/**
 * A key's powers from its permissions, by the contract's one rule (`keyPowers`): the shell gates a
 * key's pages and buttons with the same powers as a person's. Loaded with the contract, never with
 * the first screen.
 */
export const powersOfKey = (granted: readonly Permission[]): Power[] => [...keyPowers(endpoints, granted)];
