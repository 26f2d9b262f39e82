/** Snapshot → what notary/schedule-manual shows. */
import type { SnapshotFrom } from 'xstate';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { NotaryReserveMachine, SlotsAnswer } from './notary-reserve.machine';

export type NotaryReserveSnapshot = SnapshotFrom<NotaryReserveMachine>;

export interface NotaryReserveView {
  /** The first read of the slots is running. */
  loading: boolean;
  loadFailed: boolean;
  /** The slots to choose from; shown once read (null before). */
  slots: SlotsAnswer | null;
  /** The form shows (the slots were read and the first read is over). */
  showForm: boolean;
  /** A reservation or the re-read after a taken slot is running, or it is made. */
  busy: boolean;
  /** The chosen slot was taken meanwhile. */
  conflict: boolean;
  error: string | null;
}

export function selectNotaryReserveView(snapshot: NotaryReserveSnapshot): NotaryReserveView {
  const { slots, conflict, error } = snapshot.context;
  const loading = snapshot.matches('loading');
  const loadFailed = snapshot.matches('loadFailed');
  return {
    loading,
    loadFailed,
    slots,
    showForm: slots !== null && !loading && !loadFailed,
    busy:
      snapshot.matches('reserving') ||
      snapshot.matches('refreshing') ||
      snapshot.matches('reserved'),
    conflict,
    error: error === null ? null : errorMessageOf(error),
  };
}

export function sameNotaryReserveView(a: NotaryReserveView, b: NotaryReserveView): boolean {
  return (
    a.loading === b.loading &&
    a.loadFailed === b.loadFailed &&
    a.slots === b.slots &&
    a.showForm === b.showForm &&
    a.busy === b.busy &&
    a.conflict === b.conflict &&
    a.error === b.error
  );
}
