import type { Permission } from '@/contract';
import type { Power } from '@/contract/role-names';

/** The permissions the dashboard uses; `send` has no side-effect-free probe, so it is not detected. */
export type DashboardPermission = Extract<Permission, 'admin' | 'stats'>;
/** `send` is known only when the service describes the key (`GET /keys/current`); probes can't tell. */
export type KeyPermissions = Record<DashboardPermission, boolean> & {
  /** What the permissions open, in the contract's powers (`keyPowers`): the shell's one gate. */
  powers: readonly Power[];
  send?: boolean;
  name?: string;
  /** Days of message history the service keeps, when its key description says (an extension). */
  retentionDays?: number;
};

export const permissionLabels: Record<Permission, string> = { admin: 'admin', stats: 'stats', send: 'send' };

export const grantedPermissions = (permissions: Partial<Record<Permission, boolean>>): Permission[] =>
  (Object.keys(permissionLabels) as Permission[]).filter((p) => permissions[p] === true);
