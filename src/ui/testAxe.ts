import axe from 'axe-core';

/** The WCAG levels the product targets. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe over an element (tests only) and fails with a readable list of violations.
 * Colour contrast cannot be computed in jsdom (no layout, no canvas): it is checked on brand
 * colours in `src/domain/brands` and by the Playwright axe run instead.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  const problems = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  if (problems.length > 0) {
    throw new Error(`axe found ${problems.length} violation(s):\n${problems.join('\n')}`);
  }
}
