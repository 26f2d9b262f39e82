/** Session-expiry snapshot → what the warning dialog shows. */
import type { SnapshotFrom } from 'xstate';
import type { SessionExpiryMachine } from './session-expiry.machine';

type SessionExpirySnapshot = SnapshotFrom<SessionExpiryMachine>;

export const SESSION_EXPIRY_TITLE = 'Your session is about to end';

/** What the dialog shows. Primitives only, so views can compare it shallowly. */
export interface SessionExpiryView {
  /** The warning dialog is on screen. */
  open: boolean;
  /** Whole seconds left (rounded up), 0 when closed. */
  secondsLeft: number;
  /** The time left in words: "1 minute 45 seconds". */
  timeLeft: string;
  /**
   * For the dialog's live region: changes only at 1 minute, 30 s and 10 s left, so a screen
   * reader hears the countdown at those marks instead of every second ('' before the first).
   */
  announcement: string;
  /** "Stay signed in" is under way. */
  extending: boolean;
  /** Why the last "Stay signed in" failed, or null. */
  error: string | null;
  canExtend: boolean;
  canSignOut: boolean;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "2 minutes", "1 minute 5 seconds", "45 seconds", "0 seconds". */
export function timeLeftInWords(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return plural(rest, 'second');
  return rest === 0
    ? plural(minutes, 'minute')
    : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}

/** The live region's words for the time left (see SessionExpiryView.announcement). */
export function countdownAnnouncement(secondsLeft: number): string {
  if (secondsLeft > 60) return '';
  if (secondsLeft > 30) return 'About 1 minute left.';
  if (secondsLeft > 10) return 'About 30 seconds left.';
  return 'About 10 seconds left.';
}

export function selectSessionExpiryView(snapshot: SessionExpirySnapshot): SessionExpiryView {
  const open = snapshot.hasTag('warning');
  const { expiresAt, now, error } = snapshot.context;
  const secondsLeft =
    open && expiresAt !== null ? Math.max(0, Math.ceil((expiresAt - now) / 1000)) : 0;
  return {
    open,
    secondsLeft,
    timeLeft: open ? timeLeftInWords(secondsLeft) : '',
    announcement: open ? countdownAnnouncement(secondsLeft) : '',
    extending: snapshot.hasTag('extending'),
    error: open ? error : null,
    canExtend: snapshot.can({ type: 'SESSION.EXTEND' }),
    canSignOut: snapshot.can({ type: 'SESSION.SIGN_OUT' }),
  };
}
