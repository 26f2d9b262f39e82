import { useEffect } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router';
import { POP_WEBCHAT_PARAM } from '../../../domain/chatSession';
import { requestChatOpen } from './chatDock';
import { ChatWidget } from './ChatWidget';

/** pop-webchat: open the chat at load, then take the parameter out of the URL (history too). */
function PopWebchat() {
  const location = useLocation();
  const navigate = useNavigate();
  const popWebchat = new URLSearchParams(location.search).has(POP_WEBCHAT_PARAM);
  useEffect(() => {
    if (!popWebchat) return;
    requestChatOpen();
    const params = new URLSearchParams(location.search);
    params.delete(POP_WEBCHAT_PARAM);
    const query = params.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true },
    );
  }, [popWebchat, location.pathname, location.search, location.hash, navigate]);
  return null;
}

/**
 * Web chat once asked for (chat's own chunk): pop-webchat's handling and the widget. Outside a
 * router (a screen rendered on its own) there is no chat.
 */
export function ChatDock({ openRequests }: { openRequests: number }) {
  const inRouter = useInRouterContext();
  if (!inRouter) return null;
  return (
    <>
      <PopWebchat />
      {openRequests > 0 ? <ChatWidget openRequests={openRequests} /> : null}
    </>
  );
}
