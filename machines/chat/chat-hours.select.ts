/**
 * Snapshot → what the widget needs from chat hours: the mode a new chat starts in and the week
 * for the support-hours text (format it with src/domain/supportHours `formatSupportHours`).
 */
import type { SnapshotFrom } from 'xstate';
import type { BusinessHours } from '../../src/api/operatingHours';
import type { ChatMode } from '../../src/domain/chat';
import type { ChatHoursMachine } from './chat-hours.machine';

export type ChatHoursSnapshot = SnapshotFrom<ChatHoursMachine>;

export interface ChatHoursView {
  /** Agent while OPS_CHAT is open; the chatbot when closed or not known. */
  mode: ChatMode;
  /** The last week read; empty before the first answer. */
  week: BusinessHours[];
  /** An answer has arrived (before it, the mode is the chatbot by default). */
  known: boolean;
}

const NO_WEEK: BusinessHours[] = [];

export function selectChatHours(snapshot: ChatHoursSnapshot): ChatHoursView {
  const { answer } = snapshot.context;
  return {
    mode: answer?.isOpen ? 'agent' : 'chatbot',
    week: answer?.week ?? NO_WEEK,
    known: answer !== null,
  };
}

/** Equality for `useSelector`: a new answer is a new week (compared by reference). */
export function sameChatHours(a: ChatHoursView, b: ChatHoursView): boolean {
  return a.mode === b.mode && a.week === b.week && a.known === b.known;
}
