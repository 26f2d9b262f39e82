import { readFileSync } from 'node:fs';
import { formatDisplayDate } from '../../domain/dates';
import {
  ACCESSIBILITY_CHECKS,
  ACCESSIBILITY_STANDARD,
  KNOWN_LIMITATIONS,
  STATEMENT_REVIEWED,
} from './accessibilityStatement';

const doc = readFileSync(
  new URL('../../../docs/accessibility-statement.md', import.meta.url),
  'utf8',
);

describe('the accessibility statement’s content', () => {
  it('names WCAG 2.2 level AA', () => {
    expect(ACCESSIBILITY_STANDARD.name).toContain('WCAG) 2.2');
    expect(ACCESSIBILITY_STANDARD.level).toBe('AA');
  });

  it('gives every check a real date, and ids that can be anchors', () => {
    const ids = ACCESSIBILITY_CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of ACCESSIBILITY_CHECKS) {
      expect(check.id).toMatch(/^[a-z][a-z0-9-]*$/u);
      expect(formatDisplayDate(check.lastChecked)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/u);
      expect(check.criteria.length).toBeGreaterThan(0);
    }
  });
});

describe('docs/accessibility-statement.md says the same as the page', () => {
  it('the standard and the review date', () => {
    expect(doc).toContain(
      `aims to meet the ${ACCESSIBILITY_STANDARD.name} at level ${ACCESSIBILITY_STANDARD.level}.`,
    );
    expect(doc).toContain(`Statement last reviewed: ${formatDisplayDate(STATEMENT_REVIEWED)}\n`);
  });

  it.each(ACCESSIBILITY_CHECKS.map((check) => [check.title, check] as const))(
    'the check "%s", with what it does, its criteria and its date',
    (title, check) => {
      expect(doc).toContain(
        `### ${title}\n\n${check.how}\n\nWCAG: ${check.criteria.join('; ')}.\n\n` +
          `Last checked: ${formatDisplayDate(check.lastChecked)}\n`,
      );
    },
  );

  it.each(KNOWN_LIMITATIONS.map((limitation) => [limitation.title, limitation] as const))(
    'the limitation "%s"',
    (title, limitation) => {
      expect(doc).toContain(`### ${title}\n\n${limitation.detail}\n`);
    },
  );

  it('no check or limitation the page does not have', () => {
    const headings = [...doc.matchAll(/^### (.+)$/gmu)].map((match) => match[1]);
    expect(headings).toEqual([
      ...ACCESSIBILITY_CHECKS.map((check) => check.title),
      ...KNOWN_LIMITATIONS.map((limitation) => limitation.title),
    ]);
  });
});
