import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe-core violation inside `selector` (a banner, a dialog, an area). */
export async function expectAccessible(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    // Fluent UI's focus sentinels (tabster) move focus on at once; nobody lands on them (as in
    // accessibility.e2e.ts).
    .exclude('[data-tabster-dummy]')
    .analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.html} ${node.failureSummary}`).join(', ')}`,
    ),
  ).toEqual([]);
}
