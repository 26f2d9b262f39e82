import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keyboard-only helpers (issue 20, "keyboard-only journeys"): move through a page with Tab as a
 * keyboard user does, and at every stop check that the focus can be seen (WCAG 2.4.7) and is on
 * screen. No mouse: these only press keys.
 */

/** What the focused element shows, as computed by the browser. */
interface FocusStop {
  /** The focused element's role and accessible name, as Playwright's aria snapshot gives them. */
  role: string;
  name: string;
  /** The focus indicator: outline and box-shadow (the two ways the app draws one). */
  indicator: string;
  visible: boolean;
  problem: string | null;
}

/** Reads `- role "name"` from the first line of an aria snapshot. */
function roleAndName(snapshot: string): { role: string; name: string } {
  let first = snapshot.split('\n')[0] ?? '';
  // A line with a colon in it is YAML-quoted: - 'radio "At the property: 742 …"'
  const quoted = /^- '(.*)'(:.*)?$/u.exec(first);
  if (quoted) first = `- ${(quoted[1] ?? '').replace(/''/gu, "'")}`;
  const match = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/u.exec(first);
  if (!match) return { role: '', name: first.replace(/^- /u, '') };
  return { role: match[1] ?? '', name: (match[2] ?? '').replace(/\\(.)/gu, '$1') };
}

/**
 * The focused element's indicator and place, in one call. An indicator is an outline (not
 * `none`, wider than zero, not transparent) or a box-shadow; the element must have a size and lie
 * within the viewport (horizontally wholly when it is narrower than the viewport, vertically at
 * least in part: a long document viewer cannot fit a phone's height). It also reads the previous
 * stop again, now that it has lost the focus: its indicator must have gone (so the indicator is
 * the focus's, not a border the element always has). The previous stop and its indicator are
 * kept in the page (a page change forgets them).
 */
async function readFocus(page: Page): Promise<Omit<FocusStop, 'role' | 'name'>> {
  return page.evaluate(() => {
    const indicatorOf = (element: Element) => {
      const style = getComputedStyle(element);
      const transparent = (colour: string) =>
        colour === 'transparent' || /rgba\(.*,\s*0\)$/u.test(colour);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)
          ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
          : '';
      const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '';
      return [outline, shadow].filter(Boolean).join('; ');
    };
    const memory = window as unknown as {
      __focusStop?: { element: Element; indicator: string; label: string };
    };
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return {
        indicator: '',
        visible: false,
        problem: 'nothing has the focus (it is on the body)',
      };
    }
    const previous = memory.__focusStop;
    let problem: string | null = null;
    if (previous && previous.element !== element && previous.element.isConnected) {
      const unfocused = indicatorOf(previous.element);
      if (previous.indicator && unfocused === previous.indicator) {
        problem = `the previous stop ${previous.label} looks the same unfocused (${unfocused}): its "indicator" is not the focus's`;
      }
    }
    if (element instanceof HTMLIFrameElement) {
      return { indicator: 'iframe', visible: true, problem };
    }
    const indicator = indicatorOf(element);
    const rect = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    if (problem) {
      // The previous stop's problem is reported as it is.
    } else if (!indicator) problem = 'no focus indicator (no outline, no box-shadow)';
    else if (
      rect.width < 2 ||
      rect.height < 2 ||
      !element.checkVisibility({ opacityProperty: true })
    )
      problem = `the focused element is not visible (${rect.width}×${rect.height})`;
    else if (rect.bottom <= 0 || rect.top >= height || rect.right <= 0 || rect.left >= width)
      problem = `the focused element is outside the viewport (${JSON.stringify(rect)})`;
    else if (rect.width <= width && (rect.left < -1 || rect.right > width + 1))
      problem = `the focused element is cut off at the viewport's side (${rect.left}..${rect.right} of ${width})`;
    const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
    memory.__focusStop = { element, indicator, label };
    return { indicator, visible: problem === null, problem };
  });
}

/** The element that has the focus now, by its role and accessible name (for messages, matching). */
async function focusedRoleAndName(page: Page): Promise<{ role: string; name: string }> {
  const snapshot = await page
    .locator('*:focus')
    .first()
    .ariaSnapshot({ timeout: 1_000 })
    .catch(() => '');
  return roleAndName(snapshot);
}

/**
 * Checks the focus stop the keyboard is on now: a visible indicator, on screen; and that the
 * previous stop, now unfocused, looks different from how it looked focused (so the indicator is
 * the focus's, not a border the element always has).
 */
export async function expectFocusVisible(page: Page, where: string): Promise<FocusStop> {
  const focus = await readFocus(page);
  const { role, name } = await focusedRoleAndName(page);
  const label = `${role || 'element'} "${name}" (${where})`;
  expect(focus.problem, `visible focus on ${label}`).toBeNull();
  return { role, name, ...focus };
}

export interface TabOptions {
  /** Only an element of this role counts (e.g. 'button' when a link has the same name). */
  role?: string;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** How many presses before giving up. */
  max?: number;
}

const matchesName = (expected: string | RegExp, actual: string) =>
  typeof expected === 'string' ? actual === expected : expected.test(actual);

/**
 * Presses Tab (or Shift+Tab) until the element with that accessible name (or that locator) has
 * the focus, checking the focus is visible at every stop on the way. Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: string | RegExp | Locator,
  options: TabOptions = {},
): Promise<void> {
  const { role, backwards = false, max = 60 } = options;
  const describe =
    typeof target === 'string' || target instanceof RegExp ? String(target) : target.toString();
  const stops: string[] = [];
  const reached = async () => {
    if (typeof target !== 'string' && !(target instanceof RegExp)) {
      return target.evaluate((element) => element === document.activeElement).catch(() => false);
    }
    const { role: focusedRole, name } = await focusedRoleAndName(page);
    return matchesName(target, name) && (!role || focusedRole === role);
  };
  // Already there (a field that moved the focus on by itself, e.g. a full date part).
  if (await reached()) {
    await expectFocusVisible(page, `on ${describe}`);
    return;
  }
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Past the page's last stop the focus goes to the browser's own controls (the body, here);
    // the next Tab comes back to the page's first stop, as it does for a user.
    if (await page.evaluate(() => document.activeElement === document.body)) {
      stops.push('(past the end of the page)');
      continue;
    }
    const stop = await expectFocusVisible(page, `tabbing to ${describe}`);
    stops.push(`${stop.role} "${stop.name}"`);
    const there =
      typeof target === 'string' || target instanceof RegExp
        ? matchesName(target, stop.name) && (!role || stop.role === role)
        : await reached();
    if (there) return;
  }
  throw new Error(
    `Tab never reached ${describe} in ${max} presses; the stops were:\n  ${stops.join('\n  ')}`,
  );
}

/**
 * In a radio group (one Tab stop), moves with the arrow keys to the option with that name (an
 * arrow key checks the option it moves to), checking the focus at each option.
 */
export async function arrowTo(page: Page, name: string | RegExp, max = 12): Promise<void> {
  for (let press = 0; press <= max; press += 1) {
    const stop = await expectFocusVisible(page, `arrowing to ${String(name)}`);
    if (matchesName(name, stop.name)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrow keys never reached ${String(name)}`);
}
