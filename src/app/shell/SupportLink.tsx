import { useSelector } from '@xstate/react';
import { shallowEqual } from '@xstate/react';
import { selectFlag, selectTopBar, WEBCHAT_FLAG } from '../../../machines/session/session.select';
import { requestChatOpen } from './chat/chatDock';
import { useSessionActor } from './ShellProvider';

/** `tel:` href for a US number written xxx-xxx-xxxx. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/**
 * Phone support: the brand's number (default 888-819-6388) with "Have a question?"; when web chat
 * is on (fe-webchat), "Chat with us", which opens the chat instead of dialling.
 */
export function SupportLink() {
  const session = useSessionActor();
  const { supportText, supportPhone } = useSelector(session, selectTopBar, shallowEqual);
  const webchat = useSelector(session, selectFlag(WEBCHAT_FLAG));
  if (webchat) {
    return (
      <button type="button" className="shell-support shell-support--chat" onClick={requestChatOpen}>
        {supportText}
      </button>
    );
  }
  return (
    <a className="shell-support" href={telHref(supportPhone)}>
      <span className="shell-support__text">{supportText}</span>{' '}
      <span className="shell-support__phone">{supportPhone}</span>
    </a>
  );
}
