import { selectChatHours } from './chat-hours.select';
import { WEEK, httpError, settle, startChatHours, UNANSWERED } from './chat.testing';

// Pinned from the spec (§4, §9), not imported: a change of the constant must fail these specs.
const POLL_MS = 60_000;

const OPEN = { isOpen: true, week: WEEK };
const CLOSED = { isOpen: false, week: WEEK };

describe('chat hours: the mode', () => {
  it('answers agent while OPS_CHAT is open, with the week for the support hours', async () => {
    const h = startChatHours([OPEN]);
    await settle();
    expect(selectChatHours(h.actor.getSnapshot())).toEqual({
      mode: 'agent',
      week: WEEK,
      known: true,
    });
    expect(h.orgs).toEqual(['figure']);
  });

  it('answers the chatbot while OPS_CHAT is closed', async () => {
    const h = startChatHours([CLOSED]);
    await settle();
    expect(selectChatHours(h.actor.getSnapshot())).toMatchObject({ mode: 'chatbot', known: true });
  });

  it('answers the chatbot, not known, before any answer and when the first read fails', async () => {
    const h = startChatHours([httpError(503)]);
    expect(selectChatHours(h.actor.getSnapshot())).toEqual({
      mode: 'chatbot',
      week: [],
      known: false,
    });
    await settle();
    expect(selectChatHours(h.actor.getSnapshot())).toEqual({
      mode: 'chatbot',
      week: [],
      known: false,
    });
  });

  it('asks with the main brand it is given', async () => {
    const h = startChatHours([OPEN], { orgCode: 'main-brand' });
    await settle();
    expect(h.orgs).toEqual(['main-brand']);
  });
});

describe('chat hours: polling', () => {
  it('reads again every 60 s and follows the desk opening and closing', async () => {
    const h = startChatHours([CLOSED, OPEN, CLOSED]);
    await settle();
    expect(selectChatHours(h.actor.getSnapshot()).mode).toBe('chatbot');
    await h.advance(POLL_MS - 1);
    expect(h.reads).toBe(1);
    await h.advance(1);
    expect(h.reads).toBe(2);
    expect(selectChatHours(h.actor.getSnapshot()).mode).toBe('agent');
    await h.advance(POLL_MS);
    expect(h.reads).toBe(3);
    expect(selectChatHours(h.actor.getSnapshot()).mode).toBe('chatbot');
    expect(h.clock.delays).toEqual([POLL_MS, POLL_MS, POLL_MS]);
  });

  it('keeps the last answer when a read fails, and reads again 60 s later', async () => {
    const h = startChatHours([OPEN, httpError(503), CLOSED]);
    await settle();
    await h.advance(POLL_MS);
    expect(h.reads).toBe(2);
    expect(selectChatHours(h.actor.getSnapshot())).toEqual({
      mode: 'agent',
      week: WEEK,
      known: true,
    });
    await h.advance(POLL_MS);
    expect(selectChatHours(h.actor.getSnapshot()).mode).toBe('chatbot');
  });

  it('pauses while the tab is hidden (no timer) and reads at once when it is shown', async () => {
    const h = startChatHours([CLOSED, OPEN]);
    await settle();
    h.actor.send({ type: 'VISIBILITY.HIDDEN' });
    expect(h.pendingTimers()).toBe(0);
    await h.advance(10 * POLL_MS);
    expect(h.reads).toBe(1);
    h.actor.send({ type: 'VISIBILITY.VISIBLE' });
    await settle();
    expect(h.reads).toBe(2);
    expect(selectChatHours(h.actor.getSnapshot()).mode).toBe('agent');
    expect(h.pendingTimers()).toBe(1);
  });

  it('cancels the read in flight when the tab is hidden', async () => {
    const h = startChatHours([UNANSWERED, OPEN]);
    h.actor.send({ type: 'VISIBILITY.HIDDEN' });
    expect(h.signals[0]?.aborted).toBe(true);
    h.actor.send({ type: 'VISIBILITY.VISIBLE' });
    await settle();
    expect(selectChatHours(h.actor.getSnapshot()).mode).toBe('agent');
  });

  it('reads nothing while a tab hidden at start stays hidden', async () => {
    const h = startChatHours([OPEN], { hidden: true });
    await h.advance(5 * POLL_MS);
    expect(h.reads).toBe(0);
    expect(selectChatHours(h.actor.getSnapshot()).known).toBe(false);
    h.actor.send({ type: 'VISIBILITY.VISIBLE' });
    await settle();
    expect(selectChatHours(h.actor.getSnapshot())).toMatchObject({ mode: 'agent', known: true });
  });

  it('leaves no timer and no read behind when stopped', async () => {
    const h = startChatHours([OPEN, UNANSWERED]);
    await settle();
    await h.advance(POLL_MS);
    expect(h.reads).toBe(2);
    h.actor.stop();
    expect(h.signals[1]?.aborted).toBe(true);
    expect(h.pendingTimers()).toBe(0);
  });
});
