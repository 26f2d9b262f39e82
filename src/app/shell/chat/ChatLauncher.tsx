import { Suspense } from 'react';
import { POP_WEBCHAT_PARAM } from '../../../domain/chatSession';
import { lazyComponent } from '../../lazyRoute';
import { requestChatOpen, useChatOpenRequests } from './chatDock';
import './chatDock.css';

// Chat's code (the machines, the panel, the transports, pop-webchat's handling) is its own chunk:
// it loads when the chat is first asked for (the launcher, "Chat with us", or pop-webchat).
const ChatDock = lazyComponent(
  () => import('./ChatDock').then((module) => module.ChatDock),
  'ChatDock',
);

/** pop-webchat at load (shell §2): the chat opens at once. */
const poppedAtLoad =
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).has(POP_WEBCHAT_PARAM);

/**
 * Web chat's launcher on every page of the shell (behind `fe-webchat`): a plain button until the
 * chat is first asked for; then the dock (chat's own chunk) takes over, outside the routes, so a
 * conversation survives moving between pages.
 */
export function ChatLauncher() {
  const requests = useChatOpenRequests();
  return (
    <>
      {requests > 0 || poppedAtLoad ? (
        <Suspense fallback={null}>
          <ChatDock openRequests={requests} />
        </Suspense>
      ) : null}
      <button
        type="button"
        className="chat-launcher"
        onClick={requestChatOpen}
        data-chat-launcher=""
      >
        <span aria-hidden="true" className="chat-launcher__icon">
          💬
        </span>
        <span className="chat-launcher__text">Chat with us</span>
      </button>
    </>
  );
}
