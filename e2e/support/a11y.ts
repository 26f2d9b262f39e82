import type { Page } from '@playwright/test';

/**
 * Checks for WCAG 2.2 criteria that axe cannot judge (issue 20), measured in the page from what
 * the browser computed: boxes, hit tests and computed styles. Each returns a list of readable
 * failures (empty when the page passes), so a test can `expect(failures).toEqual([])` and a
 * failure names the element and what is wrong with it.
 */

/** 2.5.8: the smallest target, in CSS px. */
export const MIN_TARGET_PX = 24;
/** 1.4.11 / 2.4.13: the least contrast of a focus indicator against what is next to it. */
export const MIN_FOCUS_CONTRAST = 3;

/** One stop of a keyboard walk: what had the focus and what was wrong there. */
export interface FocusStop {
  name: string;
  failures: string[];
  /** Covered by the content the user opened (`WalkOptions.userOpened`), which may cover it. */
  underUserOpened: boolean;
}

export interface WalkOptions {
  maxStops?: number;
  /**
   * A selector for content the user opened and can close without moving the focus (Escape), such
   * as the open sandbox panel: 2.4.11 lets it cover the focus, so a stop under it is marked
   * (`underUserOpened`), not failed. The test then shows Escape reveals such a stop.
   */
  userOpened?: string;
}

/**
 * Presses Tab through the page until the focus comes back to where it started (or `maxStops`),
 * and at every stop checks, in the page:
 * - 2.4.11 focus not obscured: the focused element is in the viewport, and no point of its box
 *   (the centre and four points just inside its corners) is covered by a fixed or sticky element
 *   it is not part of (the top bar, the chat launcher, the sandbox panel, toasts);
 * - focus visible: its focused look differs from its unfocused look (read again after the next
 *   Tab has moved the focus on), and its outline has at least 3:1 against the background next to
 *   it.
 */
export async function walkFocus(
  page: Page,
  { maxStops = 150, userOpened }: WalkOptions = {},
): Promise<FocusStop[]> {
  await page.evaluate(installProbe, userOpened ?? null);
  const stops: FocusStop[] = [];
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => window.__wcag22!.stop());
    if (stop === 'wrapped') break;
    if (stop === null) continue;
    stops.push(stop);
  }
  // The last stop's unfocused look: move the focus away from it.
  const last = await page.evaluate(() => window.__wcag22!.finish());
  if (last && stops.length > 0) stops[stops.length - 1]!.failures.push(...last);
  return stops;
}

/** The failures of a walk, one line each, prefixed by the element that had the focus. */
export function focusFailures(stops: FocusStop[]): string[] {
  return stops.flatMap((stop) => stop.failures.map((failure) => `${stop.name}: ${failure}`));
}

declare global {
  interface Window {
    __wcag22?: {
      stop(): FocusStop | 'wrapped' | null;
      finish(): string[] | null;
    };
  }
}

/** Runs in the page: the per-stop checks of `walkFocus`. */
function installProbe(userOpened: string | null): void {
  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba | null => {
    const match = /^rgba?\(([^)]+)\)$/u.exec(color.trim());
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/u)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts.length > 3 ? parts[3]! : 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  /** The colour an element's background shows, its ancestors' behind it, white at the bottom. */
  const backdrop = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color && color[3] > 0) layers.push(color);
      if (color && color[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const describe = (element: Element): string => {
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const label =
      element.getAttribute('aria-label') ||
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : '') ||
      element.textContent ||
      '';
    const id = element.id ? `#${element.id}` : '';
    return `${role}${id} "${label.replace(/\s+/gu, ' ').trim().slice(0, 50)}"`;
  };
  const look = (element: Element) => {
    const s = getComputedStyle(element);
    return {
      outlineStyle: s.outlineStyle,
      outlineWidth: s.outlineWidth,
      outlineColor: s.outlineColor,
      outlineOffset: s.outlineOffset,
      boxShadow: s.boxShadow,
      borderColor: s.borderColor,
      backgroundColor: s.backgroundColor,
      color: s.color,
      textDecorationLine: s.textDecorationLine,
    };
  };
  /** The fixed or sticky box an element is in, if any (itself included). */
  const pinnedContainer = (element: Element | null): Element | null => {
    for (let node = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };

  let first: Element | null = null;
  let previous: { element: Element; name: string; focused: ReturnType<typeof look> } | null = null;
  let previousFailures: string[] | null = null;

  const unfocusedCheck = (): string[] => {
    if (!previous) return [];
    const now = look(previous.element);
    const same = (Object.keys(now) as (keyof typeof now)[]).every(
      (key) => now[key] === previous!.focused[key],
    );
    return same ? ['its focused look is the same as its unfocused look (no visible focus)'] : [];
  };

  const stop = (): FocusStop | 'wrapped' | null => {
    const element = document.activeElement;
    // The focus left the document's elements (past the last one): the walk goes on from the top.
    if (!element || element === document.body || element === document.documentElement) {
      if (previousFailures) previousFailures.push(...unfocusedCheck());
      previous = null;
      previousFailures = null;
      return null;
    }
    if (element === first) {
      if (previousFailures) previousFailures.push(...unfocusedCheck());
      return 'wrapped';
    }
    first ??= element;
    if (previousFailures && previous?.element !== element)
      previousFailures.push(...unfocusedCheck());

    const failures: string[] = [];
    const name = describe(element);
    const box = element.getBoundingClientRect();

    // 2.4.11: in view, and not under something pinned that it is not part of.
    const inset = Math.min(3, box.width / 4, box.height / 4);
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    const own = pinnedContainer(element);
    const covering = new Set<string>();
    let underUserOpened = false;
    let outside = 0;
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
        outside += 1;
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
      const pinned = pinnedContainer(hit);
      if (!pinned || pinned === own || pinned.contains(element)) continue;
      if (userOpened && pinned.matches(userOpened)) underUserOpened = true;
      else covering.add(describe(pinned));
    }
    if (box.width > 1 && box.height > 1) {
      if (outside === points.length) failures.push('focused but not scrolled into view');
      else if (outside > 0 && box.height <= window.innerHeight)
        failures.push('focused but only partly scrolled into view');
      for (const cover of covering) failures.push(`focused but covered by the pinned ${cover}`);
    }

    // Focus visible, with enough contrast against the background next to the outline.
    const focused = look(element);
    const width = parseFloat(focused.outlineWidth);
    if (focused.outlineStyle === 'none' || !(width > 0)) {
      if (focused.boxShadow === 'none') failures.push('no focus outline or ring');
    } else {
      const ring = parse(focused.outlineColor);
      const beside =
        parseFloat(focused.outlineOffset) >= 0
          ? backdrop(element.parentElement)
          : backdrop(element);
      if (!ring) failures.push(`focus outline colour ${focused.outlineColor} not readable`);
      else {
        const ratio = contrast(over(ring, beside), beside);
        if (ratio < 3)
          failures.push(
            `focus outline ${focused.outlineColor} has ${ratio.toFixed(2)}:1 against its background (needs 3:1)`,
          );
      }
      if (width < 2) failures.push(`focus outline only ${focused.outlineWidth} wide`);
    }

    previous = { element, name, focused };
    previousFailures = failures;
    return { name, failures, underUserOpened };
  };

  const finish = (): string[] | null => {
    if (!previous) return null;
    (document.activeElement as HTMLElement | null)?.blur();
    return unfocusedCheck();
  };

  window.__wcag22 = { stop, finish };
}

/**
 * 2.5.8 target size (minimum): every visible control is at least 24 × 24 CSS px, a checkbox or
 * radio counting its label's click area, or no other target is within a 24 px circle centred on
 * it (the spacing exception). Links in a sentence are excepted (the inline exception).
 */
export async function targetSizeFailures(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="slider"]',
      '[role="tab"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
      return true;
    };
    /** A visually hidden control (1 px, clipped) whose label is what the user clicks. */
    const clipped = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width <= 1 && box.height <= 1;
    };
    /** A link in a sentence: inline, with other text in the same block. */
    const inline = (element: Element) => {
      if (element.tagName !== 'A') return false;
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return ((block?.textContent ?? '').trim().length ?? 0) > own;
    };
    const describe = (element: Element): string => {
      const label =
        element.getAttribute('aria-label') ||
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : '') ||
        element.textContent ||
        '';
      const id = element.id ? `#${element.id}` : '';
      return `${element.tagName.toLowerCase()}${id} "${label.replace(/\s+/gu, ' ').trim().slice(0, 50)}"`;
    };
    /** The area a click on the control hits: its box, and its labels' for a checkbox or radio. */
    const area = (element: Element): DOMRect => {
      const box = element.getBoundingClientRect();
      if (
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio' || clipped(element)) &&
        element.labels
      ) {
        let { left, top, right, bottom } = box;
        if (clipped(element))
          [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
        for (const label of element.labels) {
          const l = label.getBoundingClientRect();
          if (l.width === 0 || l.height === 0) continue;
          left = Math.min(left, l.left);
          top = Math.min(top, l.top);
          right = Math.max(right, l.right);
          bottom = Math.max(bottom, l.bottom);
        }
        if (Number.isFinite(left)) return new DOMRect(left, top, right - left, bottom - top);
      }
      return box;
    };

    const targets = [...document.querySelectorAll(SELECTOR)]
      .filter(visible)
      .filter((element) => !inline(element))
      // A label's control is measured with its label; a control inside a label is the label's.
      .filter((element) => !(clipped(element) && !(element as HTMLInputElement).labels?.length))
      .map((element) => ({ element, box: area(element) }));

    const failures: string[] = [];
    for (const target of targets) {
      const { box } = target;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      // Spacing exception: a 24 px circle on its centre touches no other target, nor the circle
      // of another undersized one.
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const crowded = targets.find((other) => {
        if (other === target) return false;
        if (other.element.contains(target.element) || target.element.contains(other.element))
          return false;
        const o = other.box;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        if (Math.hypot(dx, dy) < min / 2) return true;
        const undersized = o.width < min - 0.5 || o.height < min - 0.5;
        const ox = o.left + o.width / 2;
        const oy = o.top + o.height / 2;
        return undersized && Math.hypot(ox - cx, oy - cy) < min;
      });
      if (crowded)
        failures.push(
          `${describe(target.element)} is ${box.width.toFixed(1)}×${box.height.toFixed(1)} px, under ${min}×${min}, and ${describe(crowded.element)} is within its 24 px circle`,
        );
    }
    return failures;
  }, MIN_TARGET_PX);
}

/** One help mechanism repeated on a page (3.2.6): what it is and where it sits. */
export interface HelpMechanism {
  kind: 'phone' | 'chat' | 'chat launcher' | 'e-mail' | 'help link';
  /** The landmark it is in (`banner`, `contentinfo`, …), or `after footer` / `before header`. */
  region: string;
}

/**
 * The help mechanisms a page repeats outside its own content (3.2.6): the support phone, the
 * chat entry, the chat launcher, support e-mail and help links in the top bar, the footer and
 * the shell, in document order with the region each is in. What a screen offers in its own main
 * content is that screen's, not a repeated mechanism.
 */
export async function helpMechanisms(page: Page): Promise<HelpMechanism[]> {
  return page.evaluate(() => {
    const found: HelpMechanism[] = [];
    const main = document.querySelector('main');
    const footer = document.querySelector('footer, [role="contentinfo"]');
    const candidates = document.querySelectorAll(
      'a[href^="tel:"], a[href^="mailto:"], [data-chat-launcher], .shell-support, a[href], button',
    );
    const seen = new Set<Element>();
    for (const element of candidates) {
      if (seen.has(element)) continue;
      seen.add(element);
      if (main?.contains(element)) continue;
      if (element.closest('.sandbox-panel')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const href = element.getAttribute('href') ?? '';
      const text = (element.textContent ?? '').trim();
      let kind: HelpMechanism['kind'] | null = null;
      if (element.hasAttribute('data-chat-launcher')) kind = 'chat launcher';
      else if (href.startsWith('tel:')) kind = 'phone';
      else if (href.startsWith('mailto:')) kind = 'e-mail';
      else if (element.classList.contains('shell-support')) kind = 'chat';
      else if (/\b(help|support|contact us)\b/iu.test(text)) kind = 'help link';
      if (!kind) continue;
      const landmark = element.closest('header, footer, nav, aside, [role]');
      let region = landmark
        ? (landmark.getAttribute('role') ??
          { header: 'banner', footer: 'contentinfo', nav: 'navigation', aside: 'complementary' }[
            landmark.tagName.toLowerCase()
          ] ??
          landmark.tagName.toLowerCase())
        : '';
      if (!region || !['banner', 'contentinfo', 'navigation', 'complementary'].includes(region)) {
        const after = (other: Element | null) =>
          !!other && !!(other.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
        region = after(footer) ? 'after footer' : after(main) ? 'after main' : 'before main';
      }
      found.push({ kind, region });
    }
    return found;
  });
}

/**
 * The fixed or sticky boxes that cover part of the element (its centre or a point just inside a
 * corner), by their description: empty when nothing pinned covers it.
 */
export async function pinnedCovering(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((element) => {
    const pinnedContainer = (node: Element | null): Element | null => {
      for (let n = node; n; n = n.parentElement) {
        const position = getComputedStyle(n).position;
        if (position === 'fixed' || position === 'sticky') return n;
      }
      return null;
    };
    const box = element.getBoundingClientRect();
    const inset = Math.min(3, box.width / 4, box.height / 4);
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    const covering = new Set<string>();
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
      const pinned = pinnedContainer(hit);
      if (pinned && !pinned.contains(element))
        covering.add(pinned.getAttribute('aria-label') ?? pinned.className);
    }
    return [...covering];
  });
}
