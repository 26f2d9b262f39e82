import { pollDelay } from './polling';
import { progressStep, stepLabels } from './progress';

describe('progressStep', () => {
  it.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
  ])('maps %s to step %i', (progress, step) => {
    expect(progressStep(progress)).toBe(step);
  });

  it.each([undefined, null, '', 'SOMETHING_ELSE', 'toString'])(
    'treats %s as the first step',
    (progress) => {
      expect(progressStep(progress)).toBe(0);
    },
  );
});

describe('stepLabels', () => {
  const first = [
    'Basic Info',
    'Select Offer',
    'Provide More Info',
    'Link Income Sources',
    'Verify Identity',
    'Sign Documents',
  ];

  it('ends with "Schedule Notary Session" for a manual notary', () => {
    expect(stepLabels(true)).toEqual([...first, 'Schedule Notary Session']);
  });

  it('ends with "Talk to eNotary" otherwise', () => {
    expect(stepLabels(false)).toEqual([...first, 'Talk to eNotary']);
    expect(stepLabels(undefined)).toEqual([...first, 'Talk to eNotary']);
  });
});

describe('pollDelay', () => {
  it('doubles from 1000 ms and stops at 5000 ms', () => {
    expect(Array.from({ length: 8 }, (_, retry) => pollDelay(retry))).toEqual([
      1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000,
    ]);
  });

  it('never goes past the cap for large counts', () => {
    expect(pollDelay(10_000)).toBe(5000);
  });
});
