import { sandboxForm } from '../chat/agent';
import { SANDBOX_AGENT_NAME, type Lender, type SandboxSettings } from '../lender';

/**
 * The staff tools' web chat controls (docs/sandbox.md "Web chat"): the chat desk's availability,
 * the simulated agent's acts, the realtime connection, the conversation's token and the
 * provider's attachments. They act on the newest open conversation.
 */

export const CHAT_CONTROL_NAMES = [
  'chat',
  'chatAgent',
  'chatConnection',
  'chatToken',
  'chatAttachments',
] as const;
export type ChatControlName = (typeof CHAT_CONTROL_NAMES)[number];

export const CHAT_AVAILABILITIES = ['hours', 'open', 'closed'] as const;

export type ChatControlAction =
  | { kind: 'chat'; availability: SandboxSettings['chatAvailability'] }
  | { kind: 'chatAgent'; act: 'end' | 'file' }
  | { kind: 'chatAgent'; act: 'say'; text: string }
  | { kind: 'chatConnection'; connection: 'up' | 'dropped' }
  | { kind: 'chatToken'; act: 'expire' }
  | { kind: 'chatAttachments'; mode: 'accept' | 'refuse' };

export type ChatControlResult = { ok: true } | { ok: false; message: string };

/** Reads one chat control; an error names what was expected. */
export function parseChatControl(
  name: ChatControlName,
  raw: string,
): { ok: true; action: ChatControlAction } | { ok: false; message: string } {
  const value = raw.trim();
  const lower = value.toLowerCase();
  switch (name) {
    case 'chat': {
      const availability = CHAT_AVAILABILITIES.find((a) => a === lower);
      return availability
        ? { ok: true, action: { kind: 'chat', availability } }
        : { ok: false, message: `chat=${raw}: expected open, closed or hours` };
    }
    case 'chatAgent': {
      if (lower === 'end' || lower === 'file')
        return { ok: true, action: { kind: 'chatAgent', act: lower } };
      if (lower.startsWith('say:') && value.length > 4)
        return { ok: true, action: { kind: 'chatAgent', act: 'say', text: value.slice(4) } };
      return { ok: false, message: `chatAgent=${raw}: expected end, file or say:<text>` };
    }
    case 'chatConnection': {
      if (lower === 'drop')
        return { ok: true, action: { kind: 'chatConnection', connection: 'dropped' } };
      if (lower === 'restore')
        return { ok: true, action: { kind: 'chatConnection', connection: 'up' } };
      return { ok: false, message: `chatConnection=${raw}: expected drop or restore` };
    }
    case 'chatToken':
      return lower === 'expire'
        ? { ok: true, action: { kind: 'chatToken', act: 'expire' } }
        : { ok: false, message: `chatToken=${raw}: expected expire` };
    case 'chatAttachments':
      return lower === 'refuse' || lower === 'accept'
        ? { ok: true, action: { kind: 'chatAttachments', mode: lower } }
        : { ok: false, message: `chatAttachments=${raw}: expected refuse or accept` };
  }
}

/** Applies one chat control to the lender. */
export function applyChatControl(action: ChatControlAction, lender: Lender): ChatControlResult {
  switch (action.kind) {
    case 'chat':
      lender.setChatAvailability(action.availability);
      return { ok: true };
    case 'chatConnection':
      lender.setChatConnection(action.connection);
      return { ok: true };
    case 'chatAttachments':
      lender.setChatAttachments(action.mode);
      return { ok: true };
    case 'chatToken': {
      const session = lender.latestOpenChat();
      if (!session) return { ok: false, message: 'no open conversation (start a chat first)' };
      lender.expireChatToken(session.conversationSid);
      return { ok: true };
    }
    case 'chatAgent': {
      const session = lender.latestOpenChat('agent');
      if (!session)
        return { ok: false, message: 'no open conversation with an agent (start one first)' };
      const sid = session.conversationSid;
      if (action.act === 'end') lender.endChat(sid, 'agent');
      else
        lender.addChatMessage(sid, {
          author: 'agent',
          authorName: SANDBOX_AGENT_NAME,
          body: action.act === 'say' ? action.text : 'Here is the form we talked about.',
          media: action.act === 'file' ? [sandboxForm()] : [],
        });
      return { ok: true };
    }
  }
}
