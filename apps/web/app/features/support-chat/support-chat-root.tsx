import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { SUPPORT_CHAT } from '@casino/contracts/values';
import { useRootData } from '../../lib/root-data.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { onSupportChatRequest, takeSupportChatRequest } from '../../lib/support-chat.ts';
import { authChat, fetchChatState } from './support-chat-api.ts';
import { useChatStore } from './chat-store.ts';
import styles from './support-chat.module.css';

// The panel is a chunk of its own, loaded when the chat first opens.
const ChatPanel = lazy(() => import('./support-chat-panel.tsx'));

const HIDDEN_PATH_PART = '/cashIframe';
const OPEN_PARAM = 'openSupport';

/**
 * The support chat's button and panel on every page (spec §4 "Support chat"): the button shows after 1 s;
 * for a signed-in player the chat is authenticated on load and, when asked to open, opens 500 ms after that;
 * `?openSupport` and every "contact support" button open it; brands with their own chat button toggle it;
 * a path containing `/cashIframe` shows nothing.
 */
export function SupportChatRoot() {
  const { t } = useTranslation();
  const { player, brand } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const open = useChatStore((s) => s.open);
  const unread = useChatStore((s) => {
    let n = 0;
    for (const m of s.messages.values())
      if (m.author === 'agent' && m.id > (s.conversation?.playerReadId ?? 0)) n++;
    return n;
  });
  const [buttonShown, setButtonShown] = useState(false);
  const [authed, setAuthed] = useState(false);
  const wantsOpen = useRef(false);
  const hidden = location.pathname.includes(HIDDEN_PATH_PART);
  const custom = brand.capabilities.customSupportChat;

  useEffect(() => {
    const timer = setTimeout(() => setButtonShown(true), SUPPORT_CHAT.buttonDelayMs);
    return () => clearTimeout(timer);
  }, []);

  // Players: authenticated on load (spec), so the conversation and its pushes are ready before it opens.
  useEffect(() => {
    if (!player) {
      useChatStore.setState({ kind: null, messages: new Map(), conversation: null });
      setAuthed(true);
      return;
    }
    let cancelled = false;
    setAuthed(false);
    authChat({ appName: brand.appName, login: player.login ?? undefined })
      .then((data) => {
        if (cancelled) return;
        useChatStore.setState({
          kind: 'player',
          conversation: data.state.conversation,
          availability: data.state.availability,
          messages: new Map(data.state.messages.map((m) => [m.id, m])),
        });
      })
      .catch(() => {})
      .finally(() => !cancelled && setAuthed(true));
    return () => {
      cancelled = true;
    };
  }, [player, brand.appName]);

  const requestOpen = useCallback(() => {
    wantsOpen.current = true;
  }, []);

  // Opens once the player's auth is done, 500 ms later (spec §9); a guest's at once.
  useEffect(() => {
    if (!authed || !wantsOpen.current) return;
    const timer = setTimeout(
      () => {
        wantsOpen.current = false;
        useChatStore.getState().setOpen(true);
      },
      player ? SUPPORT_CHAT.openAfterAuthMs : 0,
    );
    return () => clearTimeout(timer);
  });

  useEffect(
    () =>
      onSupportChatRequest(() => {
        takeSupportChatRequest();
        requestOpen();
        if (authed) {
          wantsOpen.current = false;
          setTimeout(() => useChatStore.getState().setOpen(true), player ? SUPPORT_CHAT.openAfterAuthMs : 0);
        }
      }),
    [authed, player, requestOpen],
  );

  // `?openSupport` (any value) opens it once and leaves the address.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(OPEN_PARAM)) return;
    params.delete(OPEN_PARAM);
    requestOpen();
    if (authed) {
      wantsOpen.current = false;
      setTimeout(() => useChatStore.getState().setOpen(true), player ? SUPPORT_CHAT.openAfterAuthMs : 0);
    }
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [location, navigate, requestOpen, authed, player]);

  // Live: every page hears its owner's chat, open or not, so nothing is missed.
  usePush('supportChat', 'message', (message) => useChatStore.getState().merge([message]));
  usePush('supportChat', 'conversation', (conversation) => {
    const current = useChatStore.getState().conversation;
    if (!current || current.id === conversation.id || conversation.status === 'open')
      useChatStore.setState({ conversation });
  });
  usePush('supportChat', 'typing', ({ author }) => {
    if (author === 'agent') useChatStore.setState({ agentTypingAt: Date.now() });
  });
  usePush('supportChat', 'read', ({ by, lastReadId, conversationId }) => {
    const c = useChatStore.getState().conversation;
    if (c && c.id === conversationId)
      useChatStore.setState({
        conversation: by === 'agent' ? { ...c, agentReadId: lastReadId } : { ...c, playerReadId: lastReadId },
      });
  });
  // After a reconnect: only what came after the last message we have (merged by id: none twice).
  useRealtimeReconnected(() => {
    const store = useChatStore.getState();
    if (!store.kind) return;
    fetchChatState(store.lastId())
      .then((state) => {
        store.merge(state.messages);
        useChatStore.setState({ conversation: state.conversation, availability: state.availability });
      })
      .catch(() => {});
  });

  if (hidden) return null;
  const toggle = () => useChatStore.getState().setOpen(!open);
  return (
    <>
      {buttonShown && (!open || custom) && (
        <button
          type="button"
          className={custom ? styles.tab : styles.fab}
          onClick={custom ? toggle : () => useChatStore.getState().setOpen(true)}
          aria-expanded={open}
          aria-label={t('supportChat.button')}
          data-testid="support-chat-button"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
            />
          </svg>
          {custom && <span>{t(open ? 'supportChat.close' : 'supportChat.tab')}</span>}
          {unread > 0 && <span className={styles.badge}>{unread}</span>}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => useChatStore.getState().setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
