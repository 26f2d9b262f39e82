/** The registration help page's hours lines (legacy /register/support). */
export interface HoursEntry {
  weekday?: string | null;
  weekdayValue: number;
  isOpen: boolean;
  startTime?: string | null;
  endTime?: string | null;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** '06:00' or '18:30:00' → '6:00 AM' / '6:30 PM'; anything else is shown as sent. */
export function clockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time.trim();
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

/**
 * One line per day, Monday first: "Monday: 6:00 AM – 6:00 PM PT" or "Sunday: Closed". The
 * service sends Pacific Time (shell §3 "Business hours").
 */
export function hoursLines(entries: readonly HoursEntry[]): Array<{ day: string; text: string }> {
  return [...entries]
    .sort((a, b) => a.weekdayValue - b.weekdayValue)
    .map((entry) => {
      const day = entry.weekday?.trim() || WEEKDAYS[entry.weekdayValue - 1] || '';
      const open = entry.isOpen && entry.startTime && entry.endTime;
      return {
        day,
        text: open ? `${clockTime(entry.startTime!)} – ${clockTime(entry.endTime!)} PT` : 'Closed',
      };
    });
}
