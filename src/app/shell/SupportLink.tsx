import { useSelector } from '@xstate/react';
import { shallowEqual } from '@xstate/react';
import { selectTopBar } from '../../../machines/session/session.select';
import { useSessionActor } from './ShellProvider';

/** `tel:` href for a US number written xxx-xxx-xxxx. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/**
 * Phone support: the brand's number (default 888-819-6388) with "Have a question?", or "Chat
 * with us" when web chat is on (fe-webchat).
 */
export function SupportLink() {
  const session = useSessionActor();
  const { supportText, supportPhone } = useSelector(session, selectTopBar, shallowEqual);
  return (
    <a className="shell-support" href={telHref(supportPhone)}>
      <span className="shell-support__text">{supportText}</span>{' '}
      <span className="shell-support__phone">{supportPhone}</span>
    </a>
  );
}
