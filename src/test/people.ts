import type { SessionData } from '@/contract/people';
import type { Role } from '@/contract/role-names';
import { roleTable } from '@/contract/roles';

/** A person's session as the service answers it (`currentSession`, `signIn`): their role's powers. */
export function personSession(role: Role = 'admin', overrides: Partial<SessionData> = {}): SessionData {
  return {
    person: {
      id: 7,
      email: `${role}@example.com`,
      name: `Pat ${roleTable[role].label}`,
      role,
      state: 'active',
      totp_enabled: true,
      sso: false,
      created_at: '2026-11-01T09:00:00.000Z',
      last_seen_at: '2026-11-29T08:00:00.000Z',
    },
    powers: [...roleTable[role].powers],
    csrf_token: `csrf-${role}-0123456789abcdef`,
    session: {
      id: `0b6f4c7e-1f4a-4c53-9d0e-${role
        .padEnd(12, '0')
        .slice(0, 12)
        .replace(/[^0-9a-f]/g, '0')}`,
      created_at: '2026-11-29T08:00:00.000Z',
      idle_expires_at: '2026-11-29T16:00:00.000Z',
      expires_at: '2026-12-06T08:00:00.000Z',
    },
    must_set_up_totp: false,
    ...overrides,
  };
}
