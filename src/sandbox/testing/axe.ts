import axe from 'axe-core';

/** WCAG 2.2 AA violations in the document (jsdom: colour contrast cannot be computed, so it is left to e2e). */
export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  const results = await axe.run(context, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
