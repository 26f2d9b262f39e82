import {
  CHAT_FEEDBACK_REASON_REQUIRED,
  CHAT_FEEDBACK_TOO_LONG,
  CHAT_FILE_TYPE_REFUSED,
  CHAT_FILES_TOO_LARGE,
  canResumeChat,
  parseStoredChatSession,
  chatReconnectDelay,
  screenChatFiles,
  validateChatFeedback,
  validateChatIntake,
  validateChatMessage,
  type StoredChatSession,
} from './chat';

const MB = 1024 * 1024;

describe('the pre-engagement form (§5)', () => {
  it('asks for a name and a valid e-mail, each at most 128 characters', () => {
    expect(validateChatIntake({ name: '', email: '' })).toEqual({
      name: 'Required',
      email: 'Required',
    });
    expect(validateChatIntake({ name: '   ', email: 'robin@example' })).toEqual({
      name: 'Required',
      email: 'Please enter a valid email address',
    });
    expect(
      validateChatIntake({ name: 'x'.repeat(129), email: `${'a'.repeat(122)}@ex.com` }),
    ).toEqual({
      name: 'Cannot be more than 128 characters',
      email: 'Cannot be more than 128 characters',
    });
    expect(validateChatIntake({ name: 'x'.repeat(128), email: 'robin@example.com' })).toEqual({});
  });
});

describe('a message (§5)', () => {
  it('needs text or an attachment', () => {
    expect(validateChatMessage('  ', 0)).toBe('Required');
    expect(validateChatMessage('', 1)).toBeNull();
    expect(validateChatMessage('Hello', 0)).toBeNull();
  });
});

describe('attachments (§5)', () => {
  it('adds the accepted kinds up to 5 MB and says why the others were left out', () => {
    const files = [
      { name: 'paystub.PDF', size: 5 * MB },
      { name: 'photo.jpg', size: 5 * MB + 1 },
      { name: 'notes.txt', size: 10 },
    ];
    const { accepted, message } = screenChatFiles(files);
    expect(accepted.map((file) => file.name)).toEqual(['paystub.PDF', 'notes.txt']);
    expect(message).toBe(CHAT_FILES_TOO_LARGE);
  });

  it('refuses other kinds of file', () => {
    const { accepted, message } = screenChatFiles([{ name: 'run.exe', size: 10 }]);
    expect(accepted).toEqual([]);
    expect(message).toBe(CHAT_FILE_TYPE_REFUSED);
  });

  it('says nothing when every file is added', () => {
    expect(screenChatFiles([{ name: 'a.png', size: 1 }]).message).toBeNull();
  });
});

describe('chatbot answer feedback (§5)', () => {
  it('needs a reason and at most 140 more characters', () => {
    expect(validateChatFeedback(null, '')).toBe(CHAT_FEEDBACK_REASON_REQUIRED);
    expect(validateChatFeedback('WRONG_ANSWER', 'x'.repeat(141))).toBe(CHAT_FEEDBACK_TOO_LONG);
    expect(validateChatFeedback('WRONG_ANSWER', 'x'.repeat(140))).toBeNull();
  });
});

describe('resuming a session (§4)', () => {
  const stored: StoredChatSession = {
    mode: 'agent',
    token: 't',
    conversationSid: 'CH1',
    omniProxyChannelId: null,
    friendlyName: 'Robin',
    emailAddress: 'robin@example.com',
    issuedAt: 0,
  };
  const HOUR = 60 * 60 * 1000;

  it('resumes an agent session for 6 hours and a chatbot session for 10 minutes', () => {
    expect(canResumeChat(stored, 6 * HOUR - 1)).toBe(true);
    expect(canResumeChat(stored, 6 * HOUR)).toBe(false);
    const bot = { ...stored, mode: 'chatbot' as const };
    expect(canResumeChat(bot, 10 * 60 * 1000 - 1)).toBe(true);
    expect(canResumeChat(bot, 10 * 60 * 1000)).toBe(false);
  });

  it('does not resume without a session, a token or a conversation', () => {
    expect(canResumeChat(null, 0)).toBe(false);
    expect(canResumeChat({ ...stored, token: '' }, 0)).toBe(false);
    expect(canResumeChat({ ...stored, conversationSid: '' }, 0)).toBe(false);
  });
});

describe('reconnecting', () => {
  it('waits 1, 2, 4, 8, 16 s and no longer', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(chatReconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 16_000, 16_000,
    ]);
  });
});

describe('the stored session', () => {
  it('reads what the widget stored, and ignores anything else', () => {
    const stored = {
      mode: 'agent',
      token: 't',
      conversationSid: 'CH1',
      omniProxyChannelId: 'ch-1',
      friendlyName: 'Robin',
      emailAddress: 'robin@example.com',
      issuedAt: 5,
    };
    expect(parseStoredChatSession(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredChatSession(null)).toBeNull();
    expect(parseStoredChatSession('{not json')).toBeNull();
    expect(parseStoredChatSession(JSON.stringify({ ...stored, mode: 'phone' }))).toBeNull();
    expect(parseStoredChatSession(JSON.stringify({ ...stored, token: 5 }))).toBeNull();
  });
});
