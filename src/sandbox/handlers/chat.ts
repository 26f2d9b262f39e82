import type {
  ChatbotReplySchema,
  ChatHistorySchema,
  ChatTokenSchema,
  InitStreamWebChatSchema,
  InitWebChatSchema,
  WebChatInfoSchema,
  WebChatNonceSchema,
} from '../../api/chat';
import { z } from 'zod';
import { LenderError, notFound, type ChatSession } from '../lender';
import {
  noContent,
  operation,
  readBody,
  requireQuery,
  signedIn,
  type OperationContext,
  type OperationDefinition,
} from './define';

const initBody = z.looseObject({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  name: z.string().nullish(),
  names: z.unknown().optional(),
  email: z.string().nullish(),
  applicationUuid: z.string().nullish(),
  tag: z.string().nullish(),
  skill: z.string().nullish(),
  welcomeMessage: z.string().nullish(),
  pageUrl: z.string().nullish(),
  chatMode: z.string().nullish(),
  nonce: z.string().nullish(),
  orgCode: z.string().nullish(),
  identityUuid: z.string().nullish(),
});

function friendlyName(body: z.output<typeof initBody>): string {
  if (body.name) return body.name;
  if (typeof body.names === 'string') return body.names;
  if (Array.isArray(body.names)) return body.names.filter((n) => typeof n === 'string').join(' ');
  if (body.names && typeof body.names === 'object') {
    const { firstName, lastName } = body.names as { firstName?: unknown; lastName?: unknown };
    return [firstName, lastName].filter((n) => typeof n === 'string').join(' ');
  }
  return [body.firstName, body.lastName].filter(Boolean).join(' ');
}

async function start(
  context: OperationContext,
  provider: ChatSession['provider'],
): Promise<ChatSession> {
  const body = await readBody(context.request, initBody);
  const name = friendlyName(body).trim();
  if (!name) throw new LenderError(400, { errors: ['Name is required'] });
  if (name.length > 128)
    throw new LenderError(400, { errors: ['Cannot be more than 128 characters'] });
  if (!body.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/u.test(body.email)) {
    throw new LenderError(400, { errors: ['Please enter a valid email address'] });
  }
  return context.lender.startChat({
    provider,
    friendlyName: name,
    emailAddress: body.email,
    applicationUuid: body.applicationUuid ?? null,
    identityUuid: body.identityUuid ?? null,
    nonce: body.nonce ?? null,
    chatMode: body.chatMode ?? null,
    welcomeMessage: body.welcomeMessage ?? null,
  });
}

function sessionJson(session: ChatSession) {
  return {
    token: session.token,
    conversationSid: session.conversationSid,
    omniProxyChannelId: session.omniProxyChannelId,
    expiration: session.expiration,
    chatMode: session.mode,
    friendlyName: session.friendlyName,
    emailAddress: session.emailAddress,
    initialMessage: session.messages[0]?.body ?? null,
  };
}

export const chatOperations: OperationDefinition[] = [
  operation(
    'initWebChat',
    async (context) =>
      sessionJson(await start(context, 'twilio')) satisfies z.input<typeof InitWebChatSchema>,
  ),

  operation('initStreamChat', async (context) => {
    const session = await start(context, 'stream');
    const answer = {
      ...sessionJson(session),
      providerUserId: `user-${session.contactId}`,
      providerChannelId: `messaging:${session.conversationSid}`,
      providerToken: `sandbox-stream.${session.token}`,
    };
    return answer satisfies z.input<typeof InitStreamWebChatSchema>;
  }),

  operation('refreshChatToken', async ({ lender, request }) => {
    const body = await readBody(
      request,
      z.looseObject({ token: z.string().min(1, 'token is required') }),
    );
    const session = lender.refreshChatToken(body.token);
    const answer = { token: session.token, expiration: session.expiration };
    return answer satisfies z.input<typeof ChatTokenSchema>;
  }),

  operation('getWebChatInfo', async ({ lender, request }) => {
    const body = await readBody(
      request,
      z.looseObject({ omniProxyChannelId: z.string().min(1, 'omniProxyChannelId is required') }),
    );
    const session = lender.chatSessionByChannel(body.omniProxyChannelId);
    if (!session) throw notFound('Conversation');
    const answer = { contactId: session.contactId, conversationSid: session.conversationSid };
    return answer satisfies z.input<typeof WebChatInfoSchema>;
  }),

  operation('authenticateWebChat', (context) => {
    signedIn(context);
    requireQuery(context.url, 'nonce');
    return { nonce: context.lender.newId() } satisfies z.input<typeof WebChatNonceSchema>;
  }),

  operation('refreshWebChat', (context) => {
    signedIn(context);
    requireQuery(context.url, 'nonce');
    return { nonce: context.lender.newId() } satisfies z.input<typeof WebChatNonceSchema>;
  }),

  operation('chatWithAutobot', async ({ lender, request }) => {
    const body = await readBody(
      request,
      z.looseObject({
        conversationId: z.string().min(1, 'conversationId is required'),
        message: z.string().trim().min(1, 'Required'),
        applicationId: z.string().nullish(),
        nonce: z.string().nullish(),
        organization: z.string().nullish(),
        pageUrl: z.string().nullish(),
        senderId: z.string().nullish(),
        senderType: z.string().nullish(),
        tag: z.string().nullish(),
      }),
    );
    const { questionId, reply } = lender.chatWithBot(body.conversationId, body.message);
    const answer = {
      conversationId: body.conversationId,
      questionId,
      responseToCustomer: reply.body,
      time: reply.time,
    };
    return answer satisfies z.input<typeof ChatbotReplySchema>;
  }),

  operation('getChatHistory', ({ lender, params }) => {
    const conversationId = params.conversationId ?? '';
    const messages = lender.chatSession(conversationId)?.messages ?? [];
    return structuredClone(messages.slice(-20)).map((message) => ({
      ...message,
      senderType: message.author,
    })) satisfies z.input<typeof ChatHistorySchema>;
  }),

  operation('sendChatbotFeedback', async ({ request }) => {
    await readBody(
      request,
      z.looseObject({
        questionId: z.string().min(1, 'questionId is required'),
        conversationId: z.string().min(1, 'conversationId is required'),
        rating: z.number().optional(),
        // "<REASON>: <details>" (docs/sandbox.md "Web chat"): the reason is required, the
        // details at most 140 characters (shell §5).
        feedbackMessage: z
          .string()
          .min(1, 'Please select a reason')
          .refine(
            (message) => message.slice(message.indexOf(':') + 1).trim().length <= 140,
            'Please restrict your response to 140 characters.',
          ),
      }),
    );
    return noContent();
  }),

  operation('onboardAllAgents', () => ({ onboarded: 3 })),
];
