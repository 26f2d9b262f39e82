import { useId, type FormEvent } from 'react';
import { CHAT_AVAILABILITIES } from './chat';
import {
  parseControls,
  type ControlAction,
  type ControlEnv,
  type ControlMessage,
} from './controls';

/**
 * The staff tools' "Web chat" section (docs/sandbox.md "Web chat"): the same controls as
 * `chat=`, `chatAgent=`, `chatConnection=`, `chatToken=` and `chatAttachments=`.
 */
export function ChatControls({
  env,
  headingLevel,
  run,
}: {
  env: ControlEnv;
  headingLevel: 2 | 3;
  run: (actions: ControlAction[], messages: ControlMessage[]) => void;
}) {
  const headingId = useId();
  const availabilityId = useId();
  const sayId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { lender } = env;
  const settings = lender.state.settings;
  const dropped = settings.chatConnection === 'dropped';
  const refusing = settings.chatAttachments === 'refuse';
  const open = lender.latestOpenChat();

  /** Applies one control, with a note saying what it did. */
  const apply = (name: string, value: string, note: string) => {
    const parsed = parseControls(new URLSearchParams({ [name]: value }));
    run(parsed.actions, [...parsed.messages, { level: 'note', text: note }]);
  };

  const onAvailability = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('chat') ?? 'hours');
    apply('chat', value, `chat=${value} set`);
  };

  const onSay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('say') ?? '');
    apply('chatAgent', `say:${text}`, 'The agent said it');
    form.reset();
  };

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Web chat</Heading>
      <p className="sandbox-muted">
        The chat desk is{' '}
        <strong>{lender.isChatOpen() ? 'open (agent)' : 'closed (chatbot)'}</strong>; connection{' '}
        <strong>{dropped ? 'dropped' : 'up'}</strong>; attachments{' '}
        <strong>{refusing ? 'refused' : 'accepted'}</strong>.
      </p>
      <form onSubmit={onAvailability} className="sandbox-row">
        <div className="sandbox-field">
          <label htmlFor={availabilityId}>Chat desk</label>
          <select id={availabilityId} name="chat" defaultValue={settings.chatAvailability}>
            {CHAT_AVAILABILITIES.map((value) => (
              <option key={value} value={value}>
                {value === 'hours' ? 'By OPS_CHAT hours' : value === 'open' ? 'Open' : 'Closed'}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Set chat desk</button>
      </form>
      <div className="sandbox-row">
        <button
          type="button"
          className="sandbox-secondary"
          onClick={() =>
            dropped
              ? apply('chatConnection', 'restore', 'Chat connection restored')
              : apply('chatConnection', 'drop', 'Chat connection dropped')
          }
        >
          {dropped ? 'Restore the chat connection' : 'Drop the chat connection'}
        </button>
        <button
          type="button"
          className="sandbox-secondary"
          onClick={() =>
            refusing
              ? apply('chatAttachments', 'accept', 'Chat attachments accepted')
              : apply('chatAttachments', 'refuse', 'Chat attachments refused')
          }
        >
          {refusing ? 'Accept chat attachments' : 'Refuse chat attachments'}
        </button>
      </div>
      {open ? (
        <>
          <p className="sandbox-muted">
            Open conversation <code>{open.conversationSid}</code> ({open.mode},{' '}
            {open.messages.length} messages).
          </p>
          {open.mode === 'agent' ? (
            <>
              <form onSubmit={onSay} className="sandbox-row">
                <div className="sandbox-field">
                  <label htmlFor={sayId}>The agent says</label>
                  <input id={sayId} name="say" type="text" required autoComplete="off" />
                </div>
                <button type="submit">Send as the agent</button>
              </form>
              <div className="sandbox-row">
                <button
                  type="button"
                  className="sandbox-secondary"
                  onClick={() => apply('chatAgent', 'file', 'The agent sent a form')}
                >
                  Agent sends a form
                </button>
                <button
                  type="button"
                  className="sandbox-secondary"
                  onClick={() => apply('chatAgent', 'end', 'The agent ended the chat')}
                >
                  Agent ends the chat
                </button>
              </div>
            </>
          ) : null}
          <p>
            <button
              type="button"
              className="sandbox-secondary"
              onClick={() => apply('chatToken', 'expire', 'The conversation’s token expired')}
            >
              Expire the conversation’s token
            </button>
          </p>
        </>
      ) : (
        <p className="sandbox-muted">No open conversation.</p>
      )}
    </section>
  );
}
