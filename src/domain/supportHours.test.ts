import { formatClockTime, formatSupportHours, type BusinessHoursEntry } from './supportHours';

const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const day = (
  weekdayValue: number,
  startTime: string | null,
  endTime: string | null,
  isOpen = true,
): BusinessHoursEntry => ({
  weekday: NAMES[weekdayValue - 1]!,
  weekdayValue,
  isOpen,
  startTime,
  endTime,
});

const week = (
  weekday: [string, string],
  weekend: [string, string] | null,
): BusinessHoursEntry[] => [
  ...[1, 2, 3, 4, 5].map((d) => day(d, ...weekday)),
  ...[6, 7].map((d) => (weekend ? day(d, ...weekend) : day(d, null, null, false))),
];

describe('formatSupportHours', () => {
  it('gives a weekday range and a weekend addendum in Pacific Time', () => {
    expect(formatSupportHours(week(['06:00', '18:00'], ['08:00', '16:00']))).toEqual({
      weekdays: ['Mon–Fri 6:00 AM–6:00 PM PT'],
      weekend: ['Sat–Sun 8:00 AM–4:00 PM PT'],
    });
  });

  it('omits closed days', () => {
    expect(formatSupportHours(week(['06:00:00', '17:30:00'], null))).toEqual({
      weekdays: ['Mon–Fri 6:00 AM–5:30 PM PT'],
      weekend: [],
    });
  });

  it('splits runs where hours differ or a day is closed', () => {
    const entries = [
      day(1, '06:00', '18:00'),
      day(2, '06:00', '18:00'),
      day(3, null, null, false),
      day(4, '06:00', '18:00'),
      day(5, '06:00', '17:00'),
      day(6, '09:00', '13:00'),
      day(7, null, null, false),
    ];
    expect(formatSupportHours(entries)).toEqual({
      weekdays: ['Mon–Tue 6:00 AM–6:00 PM PT', 'Thu 6:00 AM–6:00 PM PT', 'Fri 6:00 AM–5:00 PM PT'],
      weekend: ['Sat 9:00 AM–1:00 PM PT'],
    });
  });

  it('never joins Friday and Saturday, even with equal hours', () => {
    expect(formatSupportHours(week(['08:00', '16:00'], ['08:00', '16:00']))).toEqual({
      weekdays: ['Mon–Fri 8:00 AM–4:00 PM PT'],
      weekend: ['Sat–Sun 8:00 AM–4:00 PM PT'],
    });
  });

  it('sorts entries and skips open days without readable times', () => {
    const entries = [
      day(7, '10:00', '14:00'),
      day(2, '06:00', '18:00'),
      day(1, '06:00', '18:00'),
      day(3, '', '18:00'),
    ];
    expect(formatSupportHours(entries)).toEqual({
      weekdays: ['Mon–Tue 6:00 AM–6:00 PM PT'],
      weekend: ['Sun 10:00 AM–2:00 PM PT'],
    });
  });

  it('is empty when closed all week', () => {
    expect(formatSupportHours([])).toEqual({ weekdays: [], weekend: [] });
  });
});

describe('formatClockTime', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['23:59:59', '11:59 PM'],
    ['24:00', null],
    ['9am', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(formatClockTime(input)).toBe(expected);
  });
});
