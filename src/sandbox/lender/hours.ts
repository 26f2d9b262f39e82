import {
  isOpenAt as isOpenAtPacific,
  PACIFIC_TIME_ZONE,
  pacificClock,
} from '../../domain/pacificTime';
import type { BusinessHour } from './types';

export const PACIFIC_TIME = PACIFIC_TIME_ZONE;

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

/** Weekday name and HH:mm of an instant, in Pacific Time (the app's rule: domain/supportHours). */
export function pacificTime(epochMs: number): { weekday: string; time: string } {
  const { weekdayValue, time } = pacificClock(epochMs);
  return { weekday: WEEKDAYS[weekdayValue - 1]!, time };
}

export function isOpenAt(hours: readonly BusinessHour[], epochMs: number): boolean {
  return isOpenAtPacific(hours, epochMs);
}
