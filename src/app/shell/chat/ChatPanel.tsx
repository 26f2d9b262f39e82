import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { ChatItemView, ChatView } from '../../../../machines/chat/chat.select';
import type { BusinessHours, ChatEvent } from '../../../../machines/chat/chat.types';
import { CHAT_ACCEPTED_EXTENSIONS, CHAT_FEEDBACK_MAX } from '../../../domain/chat';
import { formatSupportHours } from '../../../domain/supportHours';
import { Loading } from '../../../ui/LoadStatus';
import { TextField } from '../../../ui/TextField';

export const CHAT_TITLE = 'Chat with us';

/** Why a chatbot answer did not help (designed: the spec names a required reason only). */
export const FEEDBACK_REASONS = [
  { value: 'DID_NOT_ANSWER', label: 'It did not answer my question' },
  { value: 'INCORRECT', label: 'The answer is wrong' },
  { value: 'UNCLEAR', label: 'The answer is hard to understand' },
  { value: 'OTHER', label: 'Something else' },
] as const;

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function whoWrote(item: ChatItemView): string {
  if (item.role === 'applicant') return 'You';
  if (item.role === 'chatbot') return 'Virtual assistant';
  return item.author ? `${item.author} (agent)` : 'Agent';
}

export interface ChatPanelProps {
  view: ChatView;
  /** OPS_CHAT's week, for the support hours (Pacific Time). */
  week: readonly BusinessHours[];
  send: (event: ChatEvent) => void;
}

/**
 * The chat panel: a non-modal dialog over the page (the page stays usable), its heading focused
 * on open, Escape or "Minimize" hides it (the conversation goes on). It shows the chat machine's
 * view: the pre-engagement form, the conversation (a polite log of messages; every text as text),
 * the spec's alerts, the composer with attachments (agent only), and the thanks panel.
 */
export function ChatPanel({ view, week, send }: ChatPanelProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      send({ type: 'CLOSE' });
    }
  };
  return (
    <section
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="chat-panel__header">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {CHAT_TITLE}
        </h2>
        <button type="button" className="chat-panel__close" onClick={() => send({ type: 'CLOSE' })}>
          Minimize chat
        </button>
      </div>
      <div className="chat-panel__body">
        {view.alert ? (
          <div
            className={`kit-alert kit-alert--${view.alert.level === 'error' ? 'error' : 'warning'}`}
            role={view.alert.level === 'error' ? 'alert' : 'status'}
          >
            <p>{view.alert.text}</p>
            {view.canRetry ? (
              <button type="button" className="kit-button" onClick={() => send({ type: 'RETRY' })}>
                Try again
              </button>
            ) : null}
          </div>
        ) : null}
        {view.phase === 'form' ? <IntakeForm view={view} week={week} send={send} /> : null}
        {view.phase === 'initializing' || view.phase === 'connecting' ? (
          <Loading
            label="Starting your chat"
            text={view.phase === 'initializing' ? 'Starting your chat…' : 'Connecting…'}
          />
        ) : null}
        {view.phase === 'messaging' ? <Conversation view={view} send={send} /> : null}
        {view.phase === 'ended' ? (
          <div className="chat-thanks">
            <p role="status">
              <strong>Thanks for chatting with us.</strong> This conversation has ended.
            </p>
            {view.canStartNew ? (
              <button
                type="button"
                className="kit-button"
                onClick={() => send({ type: 'START_NEW' })}
              >
                Start a new chat
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function IntakeForm({ view, week, send }: ChatPanelProps) {
  const { values, errors, error } = view.form;
  const hours = formatSupportHours(week);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  // After a submit with errors, the first invalid field takes the focus (its error is read).
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return (
    <form
      ref={formRef}
      className="chat-form"
      noValidate
      onSubmit={(event) => {
        submitted.current = true;
        onSubmit(event);
      }}
    >
      <p>
        {view.mode === 'agent'
          ? 'Our team is here to help. Tell us who you are and an agent will join you.'
          : 'Our agents are away right now: our virtual assistant answers your questions. An agent follows up during support hours.'}
      </p>
      {hours.weekdays.length > 0 ? (
        <div className="chat-hours">
          <p>Agents are available:</p>
          <ul>
            {[...hours.weekdays, ...hours.weekend].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>{error}</p>
        </div>
      ) : null}
      <TextField
        id="chat-name"
        label="Name"
        autoComplete="name"
        value={values.name}
        onChange={(value) => send({ type: 'CHANGE', field: 'name', value })}
        error={errors.name}
        required
      />
      <TextField
        id="chat-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => send({ type: 'CHANGE', field: 'email', value })}
        error={errors.email}
        required
      />
      <button type="submit" className="kit-button">
        Start chat
      </button>
    </form>
  );
}

function Conversation({ view, send }: Omit<ChatPanelProps, 'week'>) {
  const listRef = useRef<HTMLDivElement>(null);
  // New messages scroll into view (the log is announced politely by the screen reader).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [view.items.length, view.typing]);
  return (
    <>
      <div
        ref={listRef}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
      >
        <ol className="chat-log__list">
          {view.items.map((item) => (
            <ChatItem key={item.id} item={item} send={send} />
          ))}
        </ol>
      </div>
      {view.typing ? (
        <p className="chat-typing" role="status">
          {view.mode === 'chatbot' ? 'The virtual assistant is typing…' : 'The agent is typing…'}
        </p>
      ) : null}
      {view.canSend ? <Composer view={view} send={send} /> : null}
      {view.canEnd ? (
        <button type="button" className="kit-link-button" onClick={() => send({ type: 'END' })}>
          End chat
        </button>
      ) : null}
    </>
  );
}

/**
 * One message. Memoized: items keep their identity while unchanged (chat.select), so a new
 * message renders one row, not the whole conversation.
 */
const ChatItem = memo(function ChatItem({
  item,
  send,
}: {
  item: ChatItemView;
  send: ChatPanelProps['send'];
}) {
  return (
    <li className={`chat-message chat-message--${item.role}`}>
      <p className="chat-message__meta">
        <span className="chat-message__author">{whoWrote(item)}</span>{' '}
        <time dateTime={new Date(item.time).toISOString()}>{TIME.format(item.time)}</time>
      </p>
      {item.body ? <p className="chat-message__body">{item.body}</p> : null}
      {item.media.length > 0 ? (
        <ul className="chat-message__media">
          {item.media.map((media) => (
            <li key={`${media.filename}-${media.size}`}>
              {media.url ? (
                <a
                  href={media.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  download={media.filename}
                >
                  {media.filename}
                </a>
              ) : (
                <span>{media.filename}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {item.delivery === 'sending' ? <p className="chat-message__state">Sending…</p> : null}
      {item.delivery === 'failed' ? (
        <p className="chat-message__state chat-message__state--failed">
          Not sent.{' '}
          {item.canResend && item.localId ? (
            <button
              type="button"
              className="kit-link-button"
              onClick={() => send({ type: 'RESEND', localId: item.localId! })}
            >
              Resend
            </button>
          ) : null}
        </p>
      ) : null}
      {item.feedback && item.questionId ? (
        <AnswerFeedback questionId={item.questionId} feedback={item.feedback} send={send} />
      ) : null}
    </li>
  );
});

function AnswerFeedback({
  questionId,
  feedback,
  send,
}: {
  questionId: string;
  feedback: NonNullable<ChatItemView['feedback']>;
  send: ChatPanelProps['send'];
}) {
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const errorId = useId();
  if (feedback.status === 'sent') {
    return <p className="chat-feedback__done">Thanks for your feedback.</p>;
  }
  return (
    <details className="chat-feedback">
      <summary>This answer did not help</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'FEEDBACK', questionId, reason, details });
        }}
        aria-describedby={feedback.error ? errorId : undefined}
      >
        <fieldset>
          <legend>Why not?</legend>
          {FEEDBACK_REASONS.map((option) => (
            <label key={option.value} className="chat-feedback__reason">
              <input
                type="radio"
                name={`reason-${questionId}`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
        <TextField
          id={`feedback-${questionId}`}
          label={`Anything to add? (at most ${CHAT_FEEDBACK_MAX} characters)`}
          value={details}
          onChange={setDetails}
        />
        <p id={errorId} role="alert" className="kit-error">
          {feedback.error}
        </p>
        <button
          type="submit"
          className="kit-button kit-button--secondary"
          disabled={feedback.status === 'sending'}
        >
          Send feedback
        </button>
      </form>
    </details>
  );
}

function Composer({ view, send }: Omit<ChatPanelProps, 'week'>) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileInputKey, setFileInputKey] = useState(0);
  const errorId = useId();
  const filesId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const empty = !text.trim() && files.length === 0;
    send({ type: 'SEND', text, files });
    // The machine keeps the message (outbox) once taken; an empty one stays here with "Required".
    if (!empty) {
      setText('');
      setFiles([]);
      setFileInputKey((key) => key + 1);
    }
  };
  return (
    <form className="chat-composer" noValidate onSubmit={onSubmit}>
      <label htmlFor="chat-message">Message</label>
      <textarea
        id="chat-message"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={view.composerError ? true : undefined}
        aria-describedby={view.composerError ? errorId : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <p id={errorId} className="kit-error" role="alert">
        {view.composerError}
      </p>
      {view.canAttach ? (
        <div className="chat-composer__files">
          <label htmlFor="chat-files">Attach files</label>
          <input
            key={fileInputKey}
            id="chat-files"
            type="file"
            multiple
            accept={CHAT_ACCEPTED_EXTENSIONS.join(',')}
            aria-describedby={filesId}
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          />
          <p id={filesId} className="kit-hint">
            JPG, PNG, AMR, MP3, MP4, PDF or TXT, up to 5 MB each.
          </p>
          <p className="kit-error" role="alert">
            {view.filesMessage}
          </p>
        </div>
      ) : null}
      <button type="submit" className="kit-button">
        Send
      </button>
    </form>
  );
}
