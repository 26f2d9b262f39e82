import { MACHINE_ZONES, inTimeZone } from '../../testing/timeZone';
import { checkDob } from './dob';

// Hand-computed ages by birthday (date-fns differenceInYears of the two local days): someone born
// on 29 February has a birthday on 1 March in a common year.
const ok = undefined;
const AGE_18 = 'Must be at least 18 years old';
const AGE_19 = 'Must be at least 19 years old';
const AGE_62 = 'Must be 62 years or older to apply for a loan';
const leapling = { month: '2', day: '29', year: '2008' };

describe.each(MACHINE_ZONES)('date of birth on a leap day, machine in %s', (zone) => {
  it.each([
    // 18 on 1 March 2026, not on 28 February.
    [[2026, 1, 28, 23, 59], {}, AGE_18],
    [[2026, 2, 1, 0, 0], {}, ok],
    // Alabama: 19, on 1 March 2027.
    [[2026, 2, 1, 0, 0], { state: 'AL' }, AGE_19],
    [[2027, 1, 28, 12, 0], { state: 'AL' }, AGE_19],
    [[2027, 2, 1, 0, 0], { state: 'AL' }, ok],
  ] as const)('today %o, %o → %s', ([y, m, d, h, min], options, expected) =>
    inTimeZone(zone, () => {
      expect(checkDob(leapling, { ...options, today: new Date(y, m, d, h, min) })).toBe(expected);
    }),
  );

  it('the age-restricted 62, born 29 February 1964', () =>
    inTimeZone(zone, () => {
      const born = { month: '2', day: '29', year: '1964' };
      const options = { ageRestricted: true, state: 'AL' };
      expect(checkDob(born, { ...options, today: new Date(2026, 1, 28) })).toBe(AGE_62);
      expect(checkDob(born, { ...options, today: new Date(2026, 2, 1) })).toBe(ok);
    }));

  it('29 February of a common year is no date', () =>
    inTimeZone(zone, () => {
      const today = new Date(2026, 5, 1);
      expect(checkDob({ month: '2', day: '29', year: '2007' }, { today })).toBe('Invalid date');
      expect(checkDob({ month: '2', day: '29', year: '1900' }, { today })).toBe('Invalid date');
      expect(checkDob({ month: '2', day: '29', year: '2000' }, { today })).toBe(ok);
    }));
});

describe('date of birth across a change of clocks (Pacific Time)', () => {
  it('turns 18 at local midnight on the birthday, clocks going forward or back that night', () =>
    inTimeZone('America/Los_Angeles', () => {
      // Clocks go forward at 02:00 on Sunday 8 March 2026 and back at 02:00 on 1 November 2026.
      const spring = { month: '3', day: '8', year: '2008' };
      expect(checkDob(spring, { today: new Date(2026, 2, 7, 23, 59) })).toBe(AGE_18);
      expect(checkDob(spring, { today: new Date(2026, 2, 8, 0, 0) })).toBe(ok);
      expect(checkDob(spring, { today: new Date(2026, 2, 8, 3, 0) })).toBe(ok);
      const autumn = { month: '11', day: '1', year: '2007' };
      expect(checkDob(autumn, { state: 'AL', today: new Date(2026, 9, 31, 23, 59) })).toBe(AGE_19);
      expect(checkDob(autumn, { state: 'AL', today: new Date(2026, 10, 1, 1, 30) })).toBe(ok);
    }));
});
