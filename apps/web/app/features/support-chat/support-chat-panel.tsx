import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { SUPPORT_CHAT_RULES } from '@casino/contracts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useRealtimeClient } from '../../lib/realtime/realtime-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import {
  authChat,
  fetchChatState,
  markRead,
  newClientId,
  rateChat,
  sendChatImage,
  sendChatMessage,
  sendTyping,
} from './support-chat-api.ts';
import { sortedMessages, useChatStore } from './chat-store.ts';
import styles from './support-chat.module.css';

const TYPING_SHOWN_MS = 4000;
const TYPING_SEND_EVERY_MS = 2500;

/** The chat panel: the guest's email step, the conversation (text shown as text), the composer, the rating. */
export default function SupportChatPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { brand } = useRootData();
  const client = useRealtimeClient();
  const { kind, conversation, availability, messages, agentTypingAt } = useChatStore();
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(Date.now());
  const listRef = useRef<HTMLOListElement>(null);
  const lastTyping = useRef(0);
  const list = sortedMessages(messages);
  const lastId = list.at(-1)?.id ?? 0;

  // A guest who chatted before (their cookie) goes straight to the conversation: read at each opening
  // while the chat does not know who this is, then held by the chat store, which the pushes keep current.
  const guest = useApiQuery(['support-chat', 'guest'], (signal) => fetchChatState(0, signal), {
    enabled: kind === null,
    singleUse: true,
  });
  const guestState = guest.state.status === 'ready' ? guest.state.data : null;
  useEffect(() => {
    if (guestState)
      useChatStore.setState({
        kind: 'guest',
        conversation: guestState.conversation,
        availability: guestState.availability,
        messages: new Map(guestState.messages.map((m) => [m.id, m])),
      });
  }, [guestState]);
  // No conversation (or no answer): the email step.
  const checked = kind !== null || guest.state.status === 'error';

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
    if (kind && lastId > (conversation?.playerReadId ?? 0) && conversation?.status === 'open')
      void markRead(lastId).catch(() => {});
  }, [lastId, kind, conversation?.playerReadId, conversation?.status]);

  useEffect(() => {
    if (!agentTypingAt) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [agentTypingAt]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  async function startAsGuest(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const data = await authChat({ email, appName: brand.appName });
      useChatStore.setState({
        kind: 'guest',
        conversation: data.state.conversation,
        availability: data.state.availability,
        messages: new Map(data.state.messages.map((m) => [m.id, m])),
      });
      // The realtime token now names this guest's chat room.
      void client?.refresh();
    } catch (caught) {
      setError(httpErrorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setError(null);
    try {
      const message = await sendChatMessage(body, newClientId());
      useChatStore.getState().merge([message]);
      setText('');
      // A new conversation (the first message, or after one was closed): read its state again.
      if (!conversation || conversation.id !== message.conversationId || conversation.status === 'closed') {
        const state = await fetchChatState(0);
        useChatStore.setState({ conversation: state.conversation, availability: state.availability });
        useChatStore.getState().merge(state.messages);
      }
    } catch (caught) {
      setError(httpErrorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  async function attach(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      useChatStore.getState().merge([await sendChatImage(file, newClientId())]);
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message ? caught.message : t('validation.supportChat.attachment'),
      );
    } finally {
      setBusy(false);
    }
  }

  function onType(value: string) {
    setText(value);
    if (kind && Date.now() - lastTyping.current > TYPING_SEND_EVERY_MS) {
      lastTyping.current = Date.now();
      void sendTyping().catch(() => {});
    }
  }

  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const when = availability?.nextOpenAt
    ? new Intl.DateTimeFormat(i18n.language, {
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(availability.nextOpenAt))
    : null;
  const agentTyping = agentTypingAt > 0 && now - agentTypingAt < TYPING_SHOWN_MS;
  const lastOwn = [...list].reverse().find((m) => m.author === 'player');
  const seen = lastOwn && conversation && conversation.agentReadId >= lastOwn.id;

  return (
    <section
      className={styles.panel}
      role="dialog"
      aria-label={t('supportChat.title')}
      data-testid="support-chat"
    >
      <header className={styles.head}>
        <div>
          <h2>{t('supportChat.title')}</h2>
          <p className={styles.sub}>
            {availability?.open === false
              ? t('supportChat.closedNow', { when: when ?? '' })
              : conversation?.assignedTo
                ? t('supportChat.with', { name: conversation.assignedTo })
                : t('supportChat.online')}
          </p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('supportChat.close')}>
          ×
        </button>
      </header>

      {kind === null ? (
        checked && (
          <form className={styles.guest} onSubmit={startAsGuest}>
            <p>{t('supportChat.guestLead')}</p>
            <label>
              {t('supportChat.email')}
              <input
                type="email"
                required
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                maxLength={254}
              />
            </label>
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
            <button type="submit" className={styles.send} disabled={busy}>
              {t('supportChat.start')}
            </button>
          </form>
        )
      ) : (
        <>
          <ol className={styles.messages} ref={listRef} aria-live="polite">
            {list.length === 0 && <li className={styles.empty}>{t('supportChat.empty')}</li>}
            {list.map((m) => (
              <li
                key={m.id}
                className={m.author === 'player' ? styles.mine : styles.theirs}
                data-author={m.author}
              >
                {m.author === 'agent' && m.agentName && <span className={styles.name}>{m.agentName}</span>}
                {/* Text as text: React escapes it; nothing a player or agent writes becomes markup. */}
                {m.body && <p className={styles.body}>{m.body}</p>}
                {m.attachment && (
                  <a href={m.attachment.url} target="_blank" rel="noreferrer">
                    <img src={m.attachment.url} alt={t('supportChat.image')} className={styles.image} />
                  </a>
                )}
                <time className={styles.time}>{time(m.createdAt)}</time>
              </li>
            ))}
          </ol>
          {agentTyping && <p className={styles.typing}>{t('supportChat.typing')}</p>}
          {seen && !agentTyping && <p className={styles.typing}>{t('supportChat.seen')}</p>}
          {conversation?.status === 'closed' && (
            <div className={styles.rate}>
              <p>{t('supportChat.closedConversation')}</p>
              {conversation.rating ? (
                <p>{t('supportChat.thanks')}</p>
              ) : (
                <div role="group" aria-label={t('supportChat.rate')}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <button
                      key={n}
                      type="button"
                      aria-label={t('supportChat.stars', { count: n })}
                      onClick={() =>
                        void rateChat(conversation.id, n).then(() =>
                          useChatStore.setState({ conversation: { ...conversation, rating: n } }),
                        )
                      }
                    >
                      ★
                    </button>
                  ))}
                </div>
              )}
            </div>
          )}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <form className={styles.composer} onSubmit={send}>
            <label className={styles.attach} aria-label={t('supportChat.attach')}>
              <input
                type="file"
                accept={SUPPORT_CHAT_RULES.attachmentAccept}
                onChange={(e) => {
                  void attach(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              +
            </label>
            <textarea
              value={text}
              onChange={(e) => onType(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
              maxLength={SUPPORT_CHAT_RULES.maxMessageLength}
              rows={2}
              placeholder={t('supportChat.placeholder')}
              aria-label={t('supportChat.placeholder')}
            />
            <button type="submit" className={styles.send} disabled={busy || !text.trim()}>
              {t('supportChat.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
