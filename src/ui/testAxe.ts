import axe from 'axe-core';

/** The WCAG levels the product targets. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

type ActEnvironment = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Runs `work` as a wait, the way Testing Library's `waitFor` and `findBy…` do: the page goes on
 * living meanwhile (an answer arrives, a poll fires, the shell's services settle), and React is
 * told not to expect act() around those updates. An axe run takes a second or more on a busy
 * machine; without this, any update during it failed the test with an act() warning.
 */
async function whileWaiting<T>(work: () => Promise<T>): Promise<T> {
  const environment = globalThis as ActEnvironment;
  const previous = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await work();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/**
 * Runs axe over an element (tests only) and fails with a readable list of violations.
 * Colour contrast cannot be computed in jsdom (no layout, no canvas): it is checked on brand
 * colours in `src/domain/brands` and by the Playwright axe run instead.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await whileWaiting(() =>
    axe.run(root, {
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: { 'color-contrast': { enabled: false } },
    }),
  );
  const problems = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  if (problems.length > 0) {
    throw new Error(`axe found ${problems.length} violation(s):\n${problems.join('\n')}`);
  }
}
