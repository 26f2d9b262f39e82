/**
 * The accessibility statement's content (issue 20, part 5): the standard, each check with the
 * date it was last run, and the known limitations. The page (AccessibilityStatementPage.tsx)
 * renders this module, and docs/accessibility-statement.md repeats it for QA and product
 * (accessibilityStatement.test.ts fails when the two disagree), so this is the one place to
 * update when a check is added or run again. Nothing brand-specific here: the page adds the
 * brand's name and support contact.
 */

/** A calendar date, `yyyy-MM-dd` (shown as the app shows dates: MM/dd/yyyy). */
export type IsoDate = `${number}-${number}-${number}`;

export const ACCESSIBILITY_STATEMENT_TITLE = 'Accessibility statement';

/** The standard the site aims to meet. */
export const ACCESSIBILITY_STANDARD = {
  name: 'Web Content Accessibility Guidelines (WCAG) 2.2',
  level: 'AA',
  url: 'https://www.w3.org/TR/WCAG22/',
} as const;

/** When this statement was last reviewed as a whole. */
export const STATEMENT_REVIEWED: IsoDate = '2026-11-27';

export interface AccessibilityCheck {
  /** Stable id: the anchor of the check on the page. */
  id: string;
  title: string;
  /** The WCAG 2.2 success criteria the check covers, number and name. */
  criteria: readonly string[];
  /** What the check does, in plain words. */
  how: string;
  /** When the check last ran and passed. */
  lastChecked: IsoDate;
}

/** How the site is tested: every entry is an automated test in the site's test suite. */
export const ACCESSIBILITY_CHECKS: readonly AccessibilityCheck[] = [
  {
    id: 'axe',
    title: 'Automated accessibility scan',
    criteria: ['WCAG 2.2 level A and AA rules that a tool can judge'],
    how: 'The axe-core scanner checks every screen, and every state of a screen, that the end-to-end test journeys reach, in a real browser.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'focus-not-obscured',
    title: 'Focus not hidden',
    criteria: ['2.4.11 Focus Not Obscured (Minimum)'],
    how: 'Moving through each page with the Tab key, every control that receives focus is scrolled into view and is not covered by the top bar, the chat button or any other fixed part of the page.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'target-size',
    title: 'Target size',
    criteria: ['2.5.8 Target Size (Minimum)'],
    how: 'Every button, field, checkbox, option and control is at least 24 by 24 pixels, or has enough space around it. Links inside a sentence are excepted, as the guidelines allow.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'dragging',
    title: 'No dragging needed',
    criteria: ['2.5.7 Dragging Movements'],
    how: 'The draw amount slider can also be set by typing an amount or with its step buttons.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'consistent-help',
    title: 'Help in the same place',
    criteria: ['3.2.6 Consistent Help'],
    how: 'The support phone number, chat and help are in the same place on every page.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'redundant-entry',
    title: 'Nothing asked twice',
    criteria: ['3.3.7 Redundant Entry'],
    how: 'Nothing you have already given is asked again in the same process: it is filled in for you or offered as a choice.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'accessible-authentication',
    title: 'Accessible sign-in',
    criteria: ['3.3.8 Accessible Authentication (Minimum)'],
    how: 'Pasting and password managers work in every password and code field, and no step asks you to solve a puzzle or remember something.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'focus-visible',
    title: 'Visible focus',
    criteria: ['2.4.7 Focus Visible', '1.4.11 Non-text Contrast'],
    how: 'The control that has keyboard focus always shows a focus outline with enough contrast against the page.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'reduced-motion',
    title: 'Reduced motion',
    criteria: ['2.3.3 Animation from Interactions (level AAA, beyond the standard)'],
    how: 'When your device is set to reduce motion, the loading indicator, pop-up messages and progress animations do not move.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'screen-reader',
    title: 'Screen reader walks',
    criteria: ['1.3.1 Info and Relationships', '4.1.2 Name, Role, Value', '4.1.3 Status Messages'],
    how: 'A virtual screen reader goes through the registration, an application step with an error, a co-owner’s signing page, the chat, the progress messages and the session-expiry warning, and checks what is announced: headings on arrival, field labels and errors, the error summary, new chat messages and status messages.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'keyboard',
    title: 'Keyboard only',
    criteria: ['2.1.1 Keyboard', '2.4.3 Focus Order', '2.4.7 Focus Visible'],
    how: 'Journeys are completed with the keyboard alone, with no mouse: the registration up to the first application screen, one step of each part of the application, a co-owner’s signing journey and the chat, with focus visible at every stop.',
    lastChecked: '2026-11-27',
  },
  {
    id: 'reflow',
    title: 'Small screens and large text',
    criteria: ['1.4.10 Reflow', '1.4.4 Resize Text'],
    how: 'Every screen our tests can reach is checked 320 pixels wide and with text at 200%: nothing is lost and there is no sideways scrolling.',
    lastChecked: '2026-11-27',
  },
];

export interface KnownLimitation {
  id: string;
  title: string;
  detail: string;
}

/** What we know does not fully meet the standard, or that we cannot check ourselves. */
export const KNOWN_LIMITATIONS: readonly KnownLimitation[] = [
  {
    id: 'lender-documents',
    title: 'Documents from the lender',
    detail:
      'Disclosures and loan documents are PDF files made by the lender’s document systems. They may not be tagged for screen readers. If you need a document in another format, contact us and we will help.',
  },
  {
    id: 'third-party-windows',
    title: 'Windows of other companies',
    detail:
      'Linking your bank account (Plaid), linking your income through an income provider and the video session with the eNotary take place in windows and pages those providers run. We do not build or test them, and they may not meet the same standard. If one of them does not work for you, contact us.',
  },
  {
    id: 'chat-messages',
    title: 'Chat messages from our team',
    detail:
      'The chat itself is tested, but what an agent writes in a chat is typed by a person and may not always be as clear or well structured as the rest of the site.',
  },
  {
    id: 'rare-screens',
    title: 'Three screens no step leads to yet',
    detail:
      'Two pages that explain a decision on your credit or on your income, and a co-owner’s “Something went wrong” page, are not yet shown by any step of the application, so our automated width and text-size check cannot reach them. They use the same building blocks as the screens that are checked. A decision is always explained on the decision page, which is checked.',
  },
  {
    id: 'real-screen-readers',
    title: 'Real screen readers',
    detail:
      'Our screen reader checks use a virtual screen reader in automated tests, not NVDA, JAWS or VoiceOver. A manual check with those screen readers is planned.',
  },
];
