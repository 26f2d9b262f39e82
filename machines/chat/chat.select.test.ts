import { sameChatView, selectChatItems, selectChatView, type ChatView } from './chat.select';
import { START, chatMessage, settle, startChat, transportError } from './chat.testing';

describe('chat view', () => {
  it('reads closed with nothing to show before the launcher is used', () => {
    const h = startChat();
    expect(selectChatView(h.actor.getSnapshot())).toEqual({
      phase: 'closed',
      mode: 'chatbot',
      items: [],
      typing: false,
      alert: null,
      form: { values: { name: '', email: '' }, errors: {}, error: null },
      composerError: null,
      filesMessage: null,
      unread: 0,
      canSend: false,
      canAttach: false,
      canRetry: false,
      canEnd: false,
      canStartNew: false,
    } satisfies ChatView);
  });

  it('offers sending, ending and a new chat while messaging', async () => {
    const h = startChat();
    await h.startConversation();
    expect(selectChatView(h.actor.getSnapshot())).toMatchObject({
      phase: 'messaging',
      canSend: true,
      canEnd: true,
      canStartNew: true,
      canRetry: false,
    });
  });

  it('shows the user their message with their name while it is sending', async () => {
    const h = startChat();
    await h.startConversation();
    h.chatbot.sendAnswers = [transportError('failed')];
    const file = new File(['x'], 'id.pdf', { type: 'application/pdf' });
    h.actor.send({ type: 'SEND', text: 'Hi', files: [file] });
    expect(selectChatItems(h.actor.getSnapshot())).toEqual([
      {
        id: 'local-1',
        role: 'applicant',
        author: 'Robin Sample',
        body: 'Hi',
        media: [{ filename: 'id.pdf', contentType: 'application/pdf', url: null, size: 1 }],
        time: START,
        questionId: null,
        delivery: 'sending',
        localId: 'local-1',
        canResend: false,
        feedback: null,
      },
    ]);
  });

  it('keeps the same items while only timers run, and the same view for the same screen', async () => {
    const h = startChat();
    await h.startConversation();
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m1', { time: START + 1 }) });
    const before = selectChatView(h.actor.getSnapshot());
    await h.advance(10_000);
    const after = selectChatView(h.actor.getSnapshot());
    expect(after.items).toBe(before.items);
    expect(sameChatView(before, after)).toBe(true);
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m2', { time: START + 2 }) });
    expect(sameChatView(after, selectChatView(h.actor.getSnapshot()))).toBe(false);
  });

  it('builds one item for a new message and keeps the others (memoized rows render once)', async () => {
    const h = startChat();
    await h.startConversation();
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m1', { time: START + 1 }) });
    h.chatbot.last.emit({
      type: 'message',
      message: chatMessage('a1', { role: 'chatbot', questionId: 'q1', time: START + 2 }),
    });
    const before = selectChatItems(h.actor.getSnapshot());
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m3', { time: START + 3 }) });
    const after = selectChatItems(h.actor.getSnapshot());
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, before.length).every((item, i) => item === before[i])).toBe(true);
    // Feedback on an answer rebuilds that answer's item only.
    h.actor.send({ type: 'FEEDBACK', questionId: 'q1', reason: null, details: '' });
    const withFeedback = selectChatItems(h.actor.getSnapshot());
    expect(withFeedback[0]).toBe(after[0]);
    expect(withFeedback[1]).not.toBe(after[1]);
    expect(withFeedback[1]!.feedback?.error).toBe('Please select a reason');
  });

  it('shows the more serious alert: a lost connection over a failed send', async () => {
    const h = startChat();
    await h.startConversation();
    h.chatbot.sendAnswers = [transportError('failed')];
    h.actor.send({ type: 'SEND', text: 'Hi' });
    await settle();
    expect(selectChatView(h.actor.getSnapshot()).alert?.kind).toBe('sendFailed');
    h.chatbot.connectAnswers = [transportError('connection')];
    h.chatbot.last.emit({ type: 'connection', state: 'disconnected' });
    expect(selectChatView(h.actor.getSnapshot()).alert?.kind).toBe('connectionLost');
  });
});
