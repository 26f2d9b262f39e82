import { MACHINE_ZONES, inTimeZone } from '../testing/timeZone';
import { isOpenAt, pacificClock } from './pacificTime';
import type { BusinessHoursEntry } from './supportHours';

const day = (
  weekdayValue: number,
  startTime: string | null,
  endTime: string | null,
  isOpen = true,
): BusinessHoursEntry => ({ weekdayValue, isOpen, startTime, endTime });

const week = (
  weekday: [string, string],
  weekend: [string, string] | null,
): BusinessHoursEntry[] => [
  ...[1, 2, 3, 4, 5].map((d) => day(d, ...weekday)),
  ...[6, 7].map((d) => (weekend ? day(d, ...weekend) : day(d, null, null, false))),
];

describe.each(MACHINE_ZONES)('support hours in Pacific Time, machine in %s', (zone) => {
  // Hand-computed: Pacific Time is UTC−8 (PST) until 02:00 on Sunday 8 March 2026, then UTC−7
  // (PDT) until 02:00 PDT on Sunday 1 November 2026, then UTC−8 again.
  const phone = week(['06:00', '18:00'], ['08:00', '16:00']);
  const at = (iso: string) => Date.parse(iso);

  it('reads the Pacific wall clock and weekday', () =>
    inTimeZone(zone, () => {
      expect(pacificClock(at('2026-03-08T09:59:00Z'))).toEqual({ weekdayValue: 7, time: '01:59' });
      expect(pacificClock(at('2026-03-08T10:00:00Z'))).toEqual({ weekdayValue: 7, time: '03:00' });
      // Monday in UTC, still Sunday evening in Pacific Time.
      expect(pacificClock(at('2026-03-09T06:59:00Z'))).toEqual({ weekdayValue: 7, time: '23:59' });
      expect(pacificClock(new Date('2026-03-09T07:00:00Z'))).toEqual({
        weekdayValue: 1,
        time: '00:00',
      });
      // 01:30 happens twice on 1 November.
      expect(pacificClock(at('2026-11-01T08:30:00Z'))).toEqual({ weekdayValue: 7, time: '01:30' });
      expect(pacificClock(at('2026-11-01T09:30:00Z'))).toEqual({ weekdayValue: 7, time: '01:30' });
    }));

  it('on 8 March 2026 (clocks go forward) the weekend team opens at 08:00 PDT, 15:00 UTC', () =>
    inTimeZone(zone, () => {
      expect(isOpenAt(phone, at('2026-03-07T15:59:00Z'))).toBe(false); // Sat 07:59 PST
      expect(isOpenAt(phone, at('2026-03-07T16:00:00Z'))).toBe(true); // Sat 08:00 PST
      expect(isOpenAt(phone, at('2026-03-08T14:59:00Z'))).toBe(false); // Sun 07:59 PDT
      expect(isOpenAt(phone, at('2026-03-08T15:00:00Z'))).toBe(true); // Sun 08:00 PDT
      expect(isOpenAt(phone, at('2026-03-08T22:59:00Z'))).toBe(true); // Sun 15:59 PDT
      expect(isOpenAt(phone, at('2026-03-08T23:00:00Z'))).toBe(false); // Sun 16:00 PDT
      expect(isOpenAt(phone, at('2026-03-09T12:59:00Z'))).toBe(false); // Mon 05:59 PDT
      expect(isOpenAt(phone, at('2026-03-09T13:00:00Z'))).toBe(true); // Mon 06:00 PDT
    }));

  it('on 1 November 2026 (clocks go back) the weekend team opens at 08:00 PST, 16:00 UTC', () =>
    inTimeZone(zone, () => {
      expect(isOpenAt(phone, at('2026-10-31T00:59:00Z'))).toBe(true); // Fri 17:59 PDT
      expect(isOpenAt(phone, at('2026-10-31T01:00:00Z'))).toBe(false); // Fri 18:00 PDT
      expect(isOpenAt(phone, at('2026-10-31T14:59:00Z'))).toBe(false); // Sat 07:59 PDT
      expect(isOpenAt(phone, at('2026-10-31T15:00:00Z'))).toBe(true); // Sat 08:00 PDT
      expect(isOpenAt(phone, at('2026-11-01T15:59:00Z'))).toBe(false); // Sun 07:59 PST
      expect(isOpenAt(phone, at('2026-11-01T16:00:00Z'))).toBe(true); // Sun 08:00 PST
      expect(isOpenAt(phone, at('2026-11-01T23:59:00Z'))).toBe(true); // Sun 15:59 PST
      expect(isOpenAt(phone, at('2026-11-02T00:00:00Z'))).toBe(false); // Sun 16:00 PST
      expect(isOpenAt(phone, at('2026-11-02T13:59:00Z'))).toBe(false); // Mon 05:59 PST
      expect(isOpenAt(phone, at('2026-11-02T14:00:00Z'))).toBe(true); // Mon 06:00 PST
    }));

  it('a closed day, or an open one without readable times, is closed', () =>
    inTimeZone(zone, () => {
      const weekdaysOnly = week(['06:00:00', '17:00:00'], null);
      expect(isOpenAt(weekdaysOnly, at('2026-11-01T20:00:00Z'))).toBe(false); // Sun 12:00 PST
      expect(isOpenAt(weekdaysOnly, at('2026-11-02T20:00:00Z'))).toBe(true); // Mon 12:00 PST
      expect(isOpenAt([day(1, '', '17:00')], at('2026-11-02T20:00:00Z'))).toBe(false);
      expect(isOpenAt([], at('2026-11-02T20:00:00Z'))).toBe(false);
    }));
});
