import { productionChatTransports } from '../../api/chatTransports';
import type { ChatTransport, ChatTransports } from '../../api/chatTransport';
import { sandboxLender } from '../instance';
import { createSandboxChatTransport } from './agentTransport';

export { createSandboxChatTransport, REALISTIC_AGENT_DELAYS } from './agentTransport';
export type { SandboxAgentDelays, SandboxChatOptions } from './agentTransport';

/** The simulated agent over the page's sandbox lender (realistic delays). */
export const sandboxAgentTransport: ChatTransport = createSandboxChatTransport({
  lender: sandboxLender,
});

/**
 * What a sandbox build hands the chat widget: the simulated agent in place of Twilio, and the
 * chatbot over HTTP as in production (the sandbox's handlers answer its calls).
 */
export const sandboxChatTransports: ChatTransports = {
  agent: sandboxAgentTransport,
  chatbot: productionChatTransports.chatbot,
};
