import {
  DECLINE_CODES,
  EMPTY_HMDA,
  HMDA_NOTHING_SELECTED,
  HMDA_TEXT_TOO_LONG,
  checkHmda,
  describeHmdaSection,
  fromHmdaBody,
  isHmdaOptionEnabled,
  isHmdaTextEnabled,
  setHmdaText,
  toHmdaBody,
  toggleHmda,
  type HmdaAnswers,
} from './hmda';

const check = (
  answers: HmdaAnswers,
  ...codes: [section: 'ethnicity' | 'race' | 'sex', code: string][]
) => codes.reduce((next, [section, code]) => toggleHmda(next, section, code, true), answers);

describe('HMDA rules', () => {
  it('an empty form is a valid answer and sends empty lists', () => {
    expect(checkHmda(EMPTY_HMDA)).toEqual({});
    expect(toHmdaBody(EMPTY_HMDA)).toEqual({ ethnicity: [], race: [], sex: [] });
  });

  it('enables subcategories only under their checked parent', () => {
    expect(isHmdaOptionEnabled(EMPTY_HMDA, 'race', 'CHINESE')).toBe(false);
    const asian = check(EMPTY_HMDA, ['race', 'ASIAN']);
    expect(isHmdaOptionEnabled(asian, 'race', 'CHINESE')).toBe(true);
    expect(isHmdaOptionEnabled(asian, 'race', 'SAMOAN')).toBe(false);
    expect(isHmdaOptionEnabled(asian, 'race', 'WHITE')).toBe(true);
  });

  it('a subcategory checks its parent; unchecking the parent clears its subcategories and text', () => {
    let answers = check(EMPTY_HMDA, ['race', 'OTHER_ASIAN'], ['race', 'WHITE']);
    expect(answers.race).toEqual(['ASIAN', 'OTHER_ASIAN', 'WHITE']);
    answers = setHmdaText(answers, 'otherAsian', 'Thai');
    expect(isHmdaTextEnabled(answers, 'otherAsian')).toBe(true);
    answers = toggleHmda(answers, 'race', 'ASIAN', false);
    expect(answers.race).toEqual(['WHITE']);
    expect(answers.otherAsian).toBe('');
    expect(isHmdaTextEnabled(answers, 'otherAsian')).toBe(false);
  });

  it('"I do not wish to provide" clears and disables the rest of its section only', () => {
    let answers = check(
      EMPTY_HMDA,
      ['ethnicity', 'HISPANIC_OR_LATINO'],
      ['ethnicity', 'OTHER_HISPANIC_OR_LATINO'],
      ['sex', 'FEMALE'],
    );
    answers = setHmdaText(answers, 'otherHispanicOrLatino', 'Dominican');
    answers = toggleHmda(answers, 'ethnicity', DECLINE_CODES.ethnicity, true);
    expect(answers.ethnicity).toEqual([DECLINE_CODES.ethnicity]);
    expect(answers.otherHispanicOrLatino).toBe('');
    expect(answers.sex).toEqual(['FEMALE']);
    expect(isHmdaOptionEnabled(answers, 'ethnicity', 'NOT_HISPANIC_OR_LATINO')).toBe(false);
    expect(isHmdaOptionEnabled(answers, 'ethnicity', DECLINE_CODES.ethnicity)).toBe(true);
    // Unchecking it gives the others back.
    answers = toggleHmda(answers, 'ethnicity', DECLINE_CODES.ethnicity, false);
    expect(isHmdaOptionEnabled(answers, 'ethnicity', 'NOT_HISPANIC_OR_LATINO')).toBe(true);
  });

  it('checking another box unchecks "I do not wish to provide"', () => {
    const answers = check(EMPTY_HMDA, ['sex', DECLINE_CODES.sex], ['sex', 'MALE']);
    expect(answers.sex).toEqual(['MALE']);
  });

  it('ignores codes it does not know', () => {
    expect(toggleHmda(EMPTY_HMDA, 'race', 'MARTIAN', true)).toBe(EMPTY_HMDA);
    expect(isHmdaOptionEnabled(EMPTY_HMDA, 'race', 'MARTIAN')).toBe(false);
  });

  it('limits free text to 100 characters, only where it is enabled', () => {
    const long = 'x'.repeat(101);
    let answers = check(EMPTY_HMDA, ['race', 'AMERICAN_INDIAN_OR_ALASKA_NATIVE']);
    answers = setHmdaText(answers, 'americanIndianTribe', long);
    expect(checkHmda(answers)).toEqual({ americanIndianTribe: HMDA_TEXT_TOO_LONG });
    expect(checkHmda(setHmdaText(EMPTY_HMDA, 'otherAsian', long))).toEqual({});
    expect(checkHmda(setHmdaText(answers, 'americanIndianTribe', 'x'.repeat(100)))).toEqual({});
  });

  it('sends codes in form order and only the free text of checked boxes, trimmed', () => {
    let answers = check(
      EMPTY_HMDA,
      ['race', 'WHITE'],
      ['race', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'],
      ['race', 'OTHER_PACIFIC_ISLANDER'],
      ['ethnicity', 'NOT_HISPANIC_OR_LATINO'],
    );
    answers = setHmdaText(answers, 'otherPacificIslander', '  Tongan ');
    answers = setHmdaText(answers, 'otherAsian', 'stale');
    expect(toHmdaBody(answers)).toEqual({
      ethnicity: ['NOT_HISPANIC_OR_LATINO'],
      race: ['NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER', 'OTHER_PACIFIC_ISLANDER', 'WHITE'],
      sex: [],
      otherPacificIslander: 'Tongan',
    });
  });

  it('reads back what the lender kept, and describes it per section', () => {
    const answers = fromHmdaBody({
      ethnicity: ['HISPANIC_OR_LATINO', 'MEXICAN', 'OTHER_HISPANIC_OR_LATINO', 'BOGUS'],
      otherHispanicOrLatino: 'Dominican',
      race: [DECLINE_CODES.race],
      sex: 'not a list',
    });
    expect(answers.ethnicity).toEqual([
      'HISPANIC_OR_LATINO',
      'MEXICAN',
      'OTHER_HISPANIC_OR_LATINO',
    ]);
    expect(describeHmdaSection(answers, 'ethnicity')).toBe(
      'Hispanic or Latino: Mexican, Other Hispanic or Latino (Dominican)',
    );
    expect(describeHmdaSection(answers, 'race')).toBe('I do not wish to provide this information');
    expect(describeHmdaSection(answers, 'sex')).toBe(HMDA_NOTHING_SELECTED);
    expect(fromHmdaBody(null)).toEqual(EMPTY_HMDA);
  });
});
