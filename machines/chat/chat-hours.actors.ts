/**
 * The chat-hours machine's call: OPS_CHAT's open status and week (src/api/operatingHours.ts). The
 * app wires it with `chatHoursMachine.provide({ actors: chatHoursActors })`. The call forwards the
 * abort signal: a hidden tab cancels it.
 */
import { fromPromise } from 'xstate';
import { getChatOpenStatus, getChatWeek } from '../../src/api/operatingHours';
import type { ChatHoursAnswer } from './chat.types';

/** OPS_CHAT's open status and week, read together (either failing fails the read). */
export const readHours = fromPromise<ChatHoursAnswer, { orgCode: string }>(
  async ({ input, signal }) => {
    const [status, week] = await Promise.all([
      getChatOpenStatus(input.orgCode, { signal }),
      getChatWeek(input.orgCode, { signal }),
    ]);
    return { isOpen: status.isOpen, week };
  },
);

export const chatHoursActors = { readHours };
