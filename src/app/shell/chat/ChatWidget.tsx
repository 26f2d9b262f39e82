import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../inspect';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { chatHoursActors } from '../../../../machines/chat/chat-hours.actors';
import { chatActors } from '../../../../machines/chat/chat.actors';
import { chatHost } from '../../../../machines/chat/chat.host';
import { chatHoursMachine } from '../../../../machines/chat/chat-hours.machine';
import { sameChatHours, selectChatHours } from '../../../../machines/chat/chat-hours.select';
import { chatMachine } from '../../../../machines/chat/chat.machine';
import type { ChatEvent } from '../../../../machines/chat/chat.types';
import { sameChatView, selectChatView } from '../../../../machines/chat/chat.select';
import { selectBrand, selectTopBar } from '../../../../machines/session/session.select';
import { productionChatTransports } from '../../../api/chatTransports';
import { DEFAULT_BRAND_CODE } from '../../../domain/brands';
import { CHAT_SESSION_STORAGE_KEY, parseStoredChatSession } from '../../../domain/chat';
// The page URL sent with chat carries no personal or unknown query parameters (issue 14).
import { telemetryPageUrl } from '../../../domain/queryParams';
import { useChatTransports, useSessionActor } from '../ShellProvider';
import { ChatPanel } from './ChatPanel';
import './chat.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** The application the page is about (/account/heloc/{uuid}/…), if any. */
function applicationUuidOf(pathname: string): string | null {
  const first = pathname.replace(/^\/+/u, '').split('/')[0] ?? '';
  return UUID.test(first) ? first : null;
}

function readStored() {
  try {
    return parseStoredChatSession(window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

export interface ChatWidgetProps {
  /** How many times the panel was asked for (each new request opens it). */
  openRequests: number;
}

/** The launcher (ChatLauncher): the focus goes back to it when the panel closes. */
function focusLauncher(): void {
  document.querySelector<HTMLElement>('[data-chat-launcher]')?.focus();
}

/**
 * Web chat (issue 13): the chat-hours machine (agent in OPS_CHAT hours, else the chatbot, polled
 * every 60 s) and the chat machine (one conversation), with the transports the entry point chose
 * and the session kept on this device. It forwards facts (open requests, the hours' mode, the
 * page, the tab's visibility) and renders the chat machine's view; the machines decide.
 */
export function ChatWidget({ openRequests }: ChatWidgetProps) {
  const session = useSessionActor();
  const transports = useChatTransports() ?? productionChatTransports;
  const brand = useSelector(session, selectBrand);
  const { signedIn } = useSelector(session, selectTopBar);
  const identityUuid = useSelector(session, (s) => s.context.identity?.uuid ?? null);
  const location = useLocation();

  const hours = useFlowActor(chatHoursMachine.provide({ actors: chatHoursActors }), {
    // Chat hours are the main brand's whatever the page's brand (§7).
    input: { orgCode: DEFAULT_BRAND_CODE, hidden: document.visibilityState === 'hidden' },
  });
  const hoursView = useSelector(hours, selectChatHours, sameChatHours);

  const [logic] = useState(() =>
    chatMachine.provide({
      actors: chatActors(transports),
      actions: chatHost({ storage: () => window.localStorage }),
    }),
  );
  const chat = useFlowActor(logic, {
    input: {
      orgCode: brand.code,
      pageUrl: telemetryPageUrl(window.location.href),
      applicationUuid: applicationUuidOf(location.pathname),
      identityUuid,
      signedIn,
      // Only the desk's answer: until it comes, a form sent waits for it (the chart's cap).
      mode: hoursView.known ? hoursView.mode : undefined,
      stored: readStored(),
    },
  });
  const view = useSelector(chat, selectChatView, sameChatView);

  // Facts forwarded to the machines, which decide.
  useEffect(() => {
    if (openRequests > 0) chat.send({ type: 'OPEN' });
  }, [chat, openRequests]);
  useEffect(() => {
    if (hoursView.known) chat.send({ type: 'HOURS.CHANGED', mode: hoursView.mode });
  }, [chat, hoursView.known, hoursView.mode]);
  useEffect(() => {
    chat.send({ type: 'LOCATION.CHANGED', pageUrl: telemetryPageUrl(window.location.href) });
  }, [chat, location.pathname, location.search]);
  useEffect(() => {
    const onVisibility = () =>
      hours.send({
        type: document.visibilityState === 'hidden' ? 'VISIBILITY.HIDDEN' : 'VISIBILITY.VISIBLE',
      });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [hours]);

  // Focus: into the panel when it opens, back to the launcher when it closes.
  const open = view.phase !== 'closed';
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (wasOpen.current && !open) focusLauncher();
    wasOpen.current = open;
  }, [open]);

  // One function for the panel's life: the memoized message rows keep their props.
  const send = useCallback((event: ChatEvent) => chat.send(event), [chat]);

  return (
    <>
      {!open && view.unread > 0 ? (
        <span className="chat-launcher__badge" role="status">
          {view.unread === 1 ? '1 new chat message' : `${view.unread} new chat messages`}
        </span>
      ) : null}
      {open ? <ChatPanel view={view} week={hoursView.week} send={send} /> : null}
    </>
  );
}
