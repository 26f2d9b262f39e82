import { MACHINE_ZONES, inTimeZone } from '../../testing/timeZone';
import {
  RECENT_HELOC_DAYS,
  RECENT_TRANSFER_WINDOW_DAYS,
  activeApplicationModal,
  isRecentHeloc,
} from '.';

// Hand-computed. 2028 is a leap year: 1 February + 45 days is 17 March (18 March in 2027). Clocks go forward on 12 March 2028 in
// Pacific Time, so there those 45 days are 1,079 hours, not 1,080.

it('pins the spec windows', () => {
  expect(RECENT_HELOC_DAYS).toBe(45);
  expect(RECENT_TRANSFER_WINDOW_DAYS).toBe(90);
});

describe.each(MACHINE_ZONES)('machine in %s', (zone) => {
  it('a HELOC received in the last 45 calendar days blocks a new one, 29 February counted', () =>
    inTimeZone(zone, () => {
      const created = new Date(2028, 1, 1, 12).toISOString();
      expect(isRecentHeloc(created, new Date(2028, 2, 17, 11, 59))).toBe(true);
      expect(isRecentHeloc(created, new Date(2028, 2, 17, 12, 0))).toBe(false);
      expect(isRecentHeloc(created, new Date(2028, 1, 1, 12, 0))).toBe(true);

      const created2027 = new Date(2027, 1, 1, 12).toISOString();
      expect(isRecentHeloc(created2027, new Date(2027, 2, 17, 12, 0))).toBe(true);
      expect(isRecentHeloc(created2027, new Date(2027, 2, 18, 11, 59))).toBe(true);
      expect(isRecentHeloc(created2027, new Date(2027, 2, 18, 12, 0))).toBe(false);

      expect(isRecentHeloc('', new Date(2028, 2, 1))).toBe(false);
      expect(isRecentHeloc('not a date', new Date(2028, 2, 1))).toBe(false);
    }));

  it('the active-application modal follows the 45-day window', () =>
    inTimeZone(zone, () => {
      const funded = [
        {
          status: { checklistStatus: 'FUNDABLE' },
          auditFields: { createdDate: new Date(2028, 1, 1, 12).toISOString() },
        },
      ];
      expect(activeApplicationModal(['main'], funded, new Date(2028, 2, 17, 11, 59))).toBe(
        'recentlyFunded',
      );
      expect(activeApplicationModal(['main'], funded, new Date(2028, 2, 17, 12, 0))).toBe(
        'activeApplication',
      );
    }));
});
