import { roles, roleTable, type Person, type Role } from '@/contract';

/** Every role in the table's order, with its label and sentence. */
export const roleChoices = roles.map((role) => ({ role, ...roleTable[role] }));

/** A change takes a power away: the new role's powers do not cover the old one's. */
export function isDemotion(from: Role, to: Role): boolean {
  const kept = new Set(roleTable[to].powers);
  return roleTable[from].powers.some((power) => !kept.has(power));
}

/** A role change that asks first: demoting oneself, or demoting an Owner. */
export const changeNeedsConfirm = (person: Person, to: Role, myId: number | undefined) =>
  isDemotion(person.role, to) && (person.id === myId || person.role === 'owner');

/** How a person is named in sentences: their name, else their address. */
export const personName = (person: Pick<Person, 'name' | 'email'>) => person.name || person.email;
