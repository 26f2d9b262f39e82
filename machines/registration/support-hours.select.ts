/**
 * Snapshot → what the registration help page shows: the phone team's hours as the spec asks
 * (shell §9: "Support hours shown in Pacific Time as weekday ranges plus a weekend addendum").
 */
import type { SnapshotFrom } from 'xstate';
import { formatSupportHours } from '../../src/domain/supportHours';
import type { SupportHoursMachine } from './support-hours.machine';

export interface SupportHoursView {
  loading: boolean;
  failed: boolean;
  /** "Mon–Fri 6:00 AM–6:00 PM PT": one line per run of weekdays with the same hours. */
  weekdays: string[];
  /** The weekend addendum: its lines, or empty when the team is closed at weekends. */
  weekend: string[];
}

export function selectSupportHoursView(
  snapshot: SnapshotFrom<SupportHoursMachine>,
): SupportHoursView {
  const { weekdays, weekend } = formatSupportHours(snapshot.context.hours);
  return {
    loading: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('error'),
    weekdays,
    weekend,
  };
}

export function sameSupportHoursView(a: SupportHoursView, b: SupportHoursView): boolean {
  return (
    a.loading === b.loading &&
    a.failed === b.failed &&
    a.weekdays.join('\n') === b.weekdays.join('\n') &&
    a.weekend.join('\n') === b.weekend.join('\n')
  );
}
