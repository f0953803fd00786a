import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The one accessibility check of the e2e suite: axe on the page (or one part of it) as it rests,
 * no serious or critical violation, each listed with the elements it found.
 */
export async function expectAccessible(page: Page, within?: string) {
  // Judge the resting state: the pointer may be left over the last button clicked, in its hover colour.
  await page.mouse.move(0, 0);
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
