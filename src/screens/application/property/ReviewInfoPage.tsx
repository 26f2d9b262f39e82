import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { reviewInfoCalls } from '../../../../machines/step-screen/calls/property';
import { InfoScreen } from './shared';

export interface ReviewContent {
  title: string;
  /** What is being reviewed. */
  reviewing: ReactNode;
  /** What the borrower can do. */
  actions: readonly ReactNode[];
}

/** The review-app pages that only inform, by their screen (the last path segment). */
export const REVIEW_CONTENT: Readonly<Record<string, ReviewContent>> = {
  'incorrect-pin': {
    title: "We couldn't use your credit freeze PIN",
    reviewing:
      'Your credit report is frozen, and the PIN we were given to lift the freeze did not work. Our team is reviewing your application before we try again.',
    actions: [
      'Lift the freeze yourself on the credit bureau’s website (a temporary lift for a few days is enough).',
      'Or call us with a new PIN from the credit bureau.',
      'Then choose “Check again”.',
    ],
  },
  'no-credit': {
    title: "We couldn't find your credit file",
    reviewing:
      'The credit bureau did not return a file that matches your Social Security number. This happens when a number was mistyped, or a name or address on file differs from what the bureau has.',
    actions: [
      'Check that your name, address and Social Security number are the ones the credit bureaus know you by.',
      'Call us to correct them. Our team reviews applications like yours within 1 to 2 business days.',
    ],
  },
  uw: {
    title: 'Your application is with our underwriters',
    reviewing:
      'An underwriter is reviewing your application by hand: your income, your credit and your home. Most reviews take 1 to 3 business days.',
    actions: [
      'Watch your e-mail: if we need a document, we ask for it there and in your conditions list.',
      'Choose “Check again” to see whether the review is done.',
    ],
  },
  'incorrect-ownership': {
    title: 'We need to confirm who owns your home',
    reviewing:
      'The public records we checked list owners who do not match the applicants on your application. Everyone on the title must be on the line or sign for it.',
    actions: [
      'Have your deed, or trust documents if the home is held in a trust, ready to share.',
      'Call us if an owner has died, divorced or transferred their share, so we can tell you what we need.',
    ],
  },
  datatree: {
    title: "We're verifying your property records",
    reviewing:
      'We could not retrieve complete records for your property from our property data provider. Our team is checking them by hand.',
    actions: [
      'You do not need to do anything now. Most checks take 1 to 2 business days.',
      'If we need something from you, such as your tax bill or deed, we will e-mail you.',
    ],
  },
};

/** review-app/{incorrect-pin, no-credit, uw, incorrect-ownership, datatree}. */
export function Component() {
  const screen = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  const content = REVIEW_CONTENT[screen] ?? REVIEW_CONTENT.uw!;
  return (
    <InfoScreen title={content.title} calls={reviewInfoCalls}>
      {() => (
        <>
          <h2>What we are reviewing</h2>
          <p>{content.reviewing}</p>
          <h2>What you can do</h2>
          <ul className="property-steps">
            {content.actions.map((action, index) => (
              <li key={index}>{action}</li>
            ))}
          </ul>
        </>
      )}
    </InfoScreen>
  );
}
