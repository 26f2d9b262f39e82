import type { BusinessHour } from './types';

export const PACIFIC_TIME = 'America/Los_Angeles';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function week(
  weekday: [string, string] | null,
  saturday: [string, string] | null,
  sunday: [string, string] | null,
): BusinessHour[] {
  return WEEKDAYS.map((name, index) => {
    const range = index < 5 ? weekday : index === 5 ? saturday : sunday;
    return {
      weekday: name,
      weekdayValue: index + 1,
      isOpen: range !== null,
      startTime: range?.[0] ?? '00:00',
      endTime: range?.[1] ?? '00:00',
    };
  });
}

/** Phone support: weekdays 6 am to 6 pm, Saturday 8 am to 2 pm, Pacific Time. */
export function defaultPhoneHours(): BusinessHour[] {
  return week(['06:00', '18:00'], ['08:00', '14:00'], null);
}

/** Chat agents: weekdays 6 am to 5 pm Pacific Time; the chatbot answers outside these hours. */
export function defaultChatHours(): BusinessHour[] {
  return week(['06:00', '17:00'], null, null);
}

const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday name and HH:mm of an instant, in Pacific Time. */
export function pacificTime(epochMs: number): { weekday: string; time: string } {
  const parts = FORMAT.formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), time: `${part('hour')}:${part('minute')}` };
}

export function isOpenAt(hours: readonly BusinessHour[], epochMs: number): boolean {
  const { weekday, time } = pacificTime(epochMs);
  const today = hours.find((entry) => entry.weekday === weekday);
  if (!today?.isOpen) return false;
  return time >= today.startTime && time < today.endTime;
}
