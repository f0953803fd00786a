import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The one accessibility check of the e2e suite: axe on the page (or one part of it) as it rests,
 * no serious or critical violation, each listed with the elements it found. `hovered` keeps the
 * pointer where it is, to judge a hover colour.
 */
export async function expectAccessible(
  page: Page,
  within?: string,
  { hovered = false }: { hovered?: boolean } = {},
) {
  const { violations } = await analyze(page, within, hovered);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map(listed)).toEqual([]);
}

/**
 * Rules a whole page must pass beyond the serious findings: headings that skip a level, and content
 * outside every landmark (moderate in axe's ranking, but a screen reader's map of the page).
 */
const structureRules = ['heading-order', 'region'];

/**
 * `expectAccessible` for a whole page, and its structure too, from one axe run (a full run is
 * seconds on a busy machine): axe's default run includes the structure rules, checked to have run.
 */
export async function expectAccessiblePage(page: Page) {
  const results = await analyze(page);
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  expect(structureRules.filter((id) => !ran.has(id))).toEqual([]);
  const found = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || structureRules.includes(v.id),
  );
  expect(found.map(listed)).toEqual([]);
}

async function analyze(page: Page, within?: string, hovered = false) {
  // Judge the resting state: the pointer may be left over the last button clicked, in its hover colour
  // (unless the hover colour is what is judged).
  if (!hovered) await page.mouse.move(0, 0);
  // And nothing reloading: a part marked busy is dimmed while newer data loads (the alert preview
  // while it replays an edit, a table while its next page comes), its text faded on purpose. One that
  // never settles is left to axe, which then reports its faded text.
  await page
    .locator(`${within ?? ':root'} [aria-busy="true"]`)
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  const axe = new AxeBuilder({ page });
  return (within ? axe.include(within) : axe).analyze();
}

const listed = (v: { id: string; nodes: { target: unknown[] }[] }) =>
  `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
