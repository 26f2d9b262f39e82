import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { listOf, optionalText, textOrNumber } from './common';

const CSP_EXTERNAL = '/service-csp/external/api/v1/twilio';
const CSP_WEBCHAT = '/service-csp/customer/secure/api/v1/webchat';
const CHATBOT = '/service-chat-chatbot/external/api/v1/message';
const OMNI_PROXY_STREAM = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';

/** Agent during operating hours, otherwise the chatbot. */
export type ChatMode = 'agent' | 'chatbot';

/** Body of both chat starts (shell §7). "names" is split into first and last (designed). */
export interface InitWebChatRequest {
  firstName: string;
  lastName?: string;
  email: string;
  applicationUuid?: string;
  tag?: string;
  skill?: string;
  welcomeMessage?: string;
  pageUrl: string;
  chatMode: ChatMode;
  nonce?: string;
  orgCode: string;
  identityUuid?: string;
}

export const InitWebChatSchema = z.object({
  token: z.string(),
  conversationSid: optionalText,
  omniProxyChannelId: optionalText,
});
export type InitWebChat = z.infer<typeof InitWebChatSchema>;

/** The stream variant also answers the provider's ids and token (names designed). */
export const InitStreamWebChatSchema = z.extend(InitWebChatSchema, {
  providerUserId: optionalText,
  providerChannelId: optionalText,
  providerToken: optionalText,
});
export type InitStreamWebChat = z.infer<typeof InitStreamWebChatSchema>;

export const ChatTokenSchema = z.object({ token: z.string() });
export const WebChatInfoSchema = z.object({ contactId: optionalText });
export type WebChatInfo = z.infer<typeof WebChatInfoSchema>;
export const WebChatNonceSchema = z.object({ nonce: z.string() });

/** The chatbot's reply (answer not shown: designed). */
export const ChatbotReplySchema = z.object({
  conversationId: optionalText,
  questionId: optionalText,
  responseToCustomer: z.string(),
});
export type ChatbotReply = z.infer<typeof ChatbotReplySchema>;

export type ChatRole = 'applicant' | 'agent' | 'chatbot';

/**
 * A history message (shell §3 Chat message). `id` and `authorName` are designed (not shown): a
 * lender that leaves them out gets ids from the message's time and place in the answer.
 */
export const ChatMessageSchema = z.object({
  id: z.nullish(textOrNumber),
  authorName: optionalText,
  author: optionalText,
  body: optionalText,
  media: listOf(z.unknown()),
  time: z.nullish(textOrNumber),
  senderType: optionalText,
  questionId: optionalText,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export const ChatHistorySchema = z.array(ChatMessageSchema);

export interface ChatbotMessageRequest {
  applicationId?: string;
  conversationId: string;
  message: string;
  nonce?: string;
  organization: string;
  pageUrl: string;
  senderId: string;
  senderType: string;
  tag?: string;
}

export interface ChatReplyFeedbackRequest {
  questionId: string;
  conversationId: string;
  responseToCustomer: string;
  feedbackMessage: string;
  /** The product always sends 0. */
  rating?: number;
  senderEmail: string;
  senderType: string;
  nonce?: string;
}

export function initWebChat(
  request: InitWebChatRequest,
  options: CallOptions = {},
): Promise<InitWebChat> {
  return apiRequest(`${CSP_EXTERNAL}/initWebChat`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: InitWebChatSchema,
  });
}

export function initStreamWebChat(
  request: InitWebChatRequest,
  options: CallOptions = {},
): Promise<InitStreamWebChat> {
  return apiRequest(OMNI_PROXY_STREAM, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: InitStreamWebChatSchema,
  });
}

/** Returns the new conversation token. */
export async function refreshChatToken(token: string, options: CallOptions = {}): Promise<string> {
  const answer = await apiRequest(`${CSP_EXTERNAL}/refreshToken`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: { token },
    schema: ChatTokenSchema,
  });
  return answer.token;
}

/** contactId for the after-chat survey. */
export function getWebChatInfo(
  omniProxyChannelId: string,
  options: CallOptions = {},
): Promise<WebChatInfo> {
  return apiRequest(`${CSP_EXTERNAL}/web-chat-info`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: { omniProxyChannelId },
    schema: WebChatInfoSchema,
  });
}

/** Ties the chat to the signed-in user; returns the nonce to send with chat calls. */
export async function authenticateWebChat(
  nonce: string | undefined,
  options: CallOptions = {},
): Promise<string> {
  const answer = await apiRequest(`${CSP_WEBCHAT}/authenticate`, {
    ...options,
    method: 'POST',
    query: { nonce },
    schema: WebChatNonceSchema,
  });
  return answer.nonce;
}

/** Every 60 s while chatting (method PUT: designed from "POST or PUT"). */
export async function refreshWebChatAuthentication(
  nonce: string,
  options: CallOptions = {},
): Promise<string> {
  const answer = await apiRequest(`${CSP_WEBCHAT}/refresh`, {
    ...options,
    method: 'PUT',
    query: { nonce },
    schema: WebChatNonceSchema,
  });
  return answer.nonce;
}

export function chatWithAutobot(
  request: ChatbotMessageRequest,
  options: CallOptions = {},
): Promise<ChatbotReply> {
  return apiRequest(`${CHATBOT}/chatWithAutobot`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: ChatbotReplySchema,
  });
}

export function getChatHistory(
  conversationId: string,
  options: CallOptions = {},
): Promise<ChatMessage[]> {
  return apiRequest(`${CHATBOT}/getChatHistory/${encodeURIComponent(conversationId)}`, {
    ...options,
    context: 'external',
    schema: ChatHistorySchema,
  });
}

export async function setChatReplyUsedWithFeedback(
  request: ChatReplyFeedbackRequest,
  options: CallOptions = {},
): Promise<void> {
  await apiRequest(`${CHATBOT}/setChatReplyUsedWithFeedback`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: { rating: 0, ...request },
  });
}
