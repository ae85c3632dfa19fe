import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One line per failing element: rule, impact, what is wrong, where, and how axe would fix it. */
function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now (or on `include` only) and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, state: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id), `axe found serious or critical violations on ${state}:\n${describe(serious)}`).toEqual([]);
}

/** axe's target-size rule (WCAG 2.2 AA: 24×24 px or enough space around): for phone layouts. */
export async function expectTapTargetsLargeEnough(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.map((v) => v.id), `tap targets too small on ${state}:\n${describe(violations)}`).toEqual([]);
}

/** axe's region rule (a moderate finding, so not in the check above): all content sits in a landmark. */
export async function expectEverythingInLandmarks(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withRules(['region']).analyze();
  expect(violations.map((v) => v.id), `content outside every landmark on ${state}:\n${describe(violations)}`).toEqual([]);
}
