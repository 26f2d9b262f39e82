/**
 * The production build's chat transports: the agent over Twilio Conversations and the chatbot
 * over HTTP. Both load on the first `connect` (their code and the Twilio SDK are their own
 * chunks), so handing them to the app costs its first load nothing. The entry point passes these
 * to the widget; a sandbox build passes `sandboxChatTransports` (src/sandbox/chat) instead.
 */
import { ChatTransportError, type ChatTransport, type ChatTransports } from './chatTransport';

/** A transport whose implementation is imported when a conversation first opens. */
export function lazyChatTransport(load: () => Promise<ChatTransport>): ChatTransport {
  let loading: Promise<ChatTransport> | null = null;
  return {
    async connect(input, onEvent) {
      loading ??= load().catch((error: unknown) => {
        // A failed chunk load (offline, a new release) is tried again on the next connect.
        loading = null;
        throw new ChatTransportError('connection', 'The chat could not be loaded.', error);
      });
      return (await loading).connect(input, onEvent);
    },
  };
}

export const productionChatTransports: ChatTransports = {
  agent: lazyChatTransport(async () => (await import('./chatTwilio')).twilioChatTransport),
  chatbot: lazyChatTransport(async () => (await import('./chatbotTransport')).chatbotTransport),
};
