/** Connectivity snapshot → what the shell's offline banner shows. */
import type { SnapshotFrom } from 'xstate';
import type { ConnectivityMachine } from './connectivity.machine';

type ConnectivitySnapshot = SnapshotFrom<ConnectivityMachine>;

export const OFFLINE_MESSAGE =
  "You're offline. Check your connection; we'll carry on when you're back.";
export const BACK_ONLINE_MESSAGE = "You're back online.";

export type ConnectivityNotice = 'offline' | 'restored' | null;

/** The banner to show: offline, just back online, or none. */
export function selectConnectivityNotice(snapshot: ConnectivitySnapshot): ConnectivityNotice {
  if (snapshot.hasTag('offline')) return 'offline';
  if (snapshot.hasTag('restored')) return 'restored';
  return null;
}

/** The banner's words for a notice ('' for none). */
export function connectivityMessage(notice: ConnectivityNotice): string {
  if (notice === 'offline') return OFFLINE_MESSAGE;
  if (notice === 'restored') return BACK_ONLINE_MESSAGE;
  return '';
}

/** The browser is offline (a view may disable what needs the network). */
export function selectOffline(snapshot: ConnectivitySnapshot): boolean {
  return snapshot.hasTag('offline');
}
