import { powers, roleTable, roles } from '../src/contract';

/**
 * The README's role table, from the contract's: a role per row with its sentence and a mark per area.
 * `npx tsx scripts/role-table.ts` prints it; a test keeps the README's copy equal to it.
 */
export function renderRoleTable(): string {
  const areas = [...new Set(powers.map((p) => p.split('.')[0]!))];
  const cell = (role: (typeof roles)[number], area: string) => {
    const held = roleTable[role].powers.filter((p) => p.startsWith(`${area}.`)).map((p) => p.split('.')[1]);
    return held.length === 0 ? '–' : held.join(', ');
  };
  const head = `| role | may | ${areas.join(' | ')} |`;
  const rule = `| --- | --- | ${areas.map(() => '---').join(' | ')} |`;
  const rows = roles.map(
    (role) =>
      `| ${roleTable[role].label} | ${roleTable[role].sentence} | ${areas.map((a) => cell(role, a)).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(renderRoleTable());
