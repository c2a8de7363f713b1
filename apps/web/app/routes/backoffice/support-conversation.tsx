import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  BACKOFFICE_PLAYERS_PATHS,
  BACKOFFICE_SUPPORT_CHAT_BASE,
  BackofficeChatDetailResponseSchema,
  BackofficePaymentPageSchema,
  BackofficePlayerDetailResponseSchema,
  BackofficePlayerDocumentPageSchema,
  SUPPORT_CHAT_CANNED_REPLIES,
  SUPPORT_CHAT_CLOSE_REASONS,
  SupportChatMessageResponseSchema,
  SupportChatOkResponseSchema,
  type SupportChatMessage,
} from '@casino/contracts';
import { boErrorText, boSend } from '../../backoffice/backoffice-api.ts';
import { ListError } from '../../backoffice/components/list-error.tsx';
import { useBoQuery } from '../../backoffice/use-bo-query.tsx';
import { useAgentsRealtime } from '../../backoffice/support-chat/use-agents-realtime.ts';
import { useOperator } from '../../backoffice/use-operator.ts';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import { newRandomId } from '../../lib/random-id.ts';
import own from '../../backoffice/support-chat/support-chat.module.css';

export const handle: BackofficeHandle = { permission: 'chat.answer' };

export function meta() {
  return [{ title: 'Conversation · Support chat · Back-office' }];
}

const B = BACKOFFICE_SUPPORT_CHAT_BASE;
const newClientId = newRandomId; // not crypto.randomUUID: a console on plain http has none
const time = (iso: string) => new Date(iso).toLocaleString('en-GB');

/** The player beside the conversation (`players.read`; their documents with `documents.read`), once all is read. */
function usePlayerContext(playerId: string | null) {
  const operator = useOperator();
  const players = playerId !== null && operator.can('players.read');
  const documentsToo = players && operator.can('documents.read');
  const page = { pageSize: 5 };
  const detail = useBoQuery(
    BACKOFFICE_PLAYERS_PATHS.detail(playerId ?? ''),
    BackofficePlayerDetailResponseSchema,
    {},
    { enabled: players },
  );
  const payments = useBoQuery(
    BACKOFFICE_PLAYERS_PATHS.sub(playerId ?? '', 'payments'),
    BackofficePaymentPageSchema,
    page,
    { enabled: players },
  );
  const documents = useBoQuery(
    BACKOFFICE_PLAYERS_PATHS.sub(playerId ?? '', 'documents'),
    BackofficePlayerDocumentPageSchema,
    page,
    { enabled: documentsToo },
  );
  if (detail.state.status !== 'ready' || payments.state.status !== 'ready') return null;
  if (documentsToo && documents.state.status !== 'ready') return null;
  return {
    detail: detail.state.data.data,
    payments: payments.state.data.data.rows,
    documents: documents.state.status === 'ready' ? documents.state.data.data.rows : [],
  };
}

/** One conversation: messages live, reply with canned texts, assign, close with a reason, the player beside. */
export default function BackofficeSupportConversationPage() {
  const { id = '' } = useParams();
  const operator = useOperator();
  const chatQuery = useBoQuery(`${B}/${id}/`, BackofficeChatDetailResponseSchema);
  const chat = chatQuery.state.status === 'ready' ? chatQuery.state.data.data : null;
  const load = () => void chatQuery.reload();
  // What arrived since the last read (pushes, this agent's replies): this conversation's only.
  const [arrived, setArrived] = useState<{ of: string; messages: Map<number, SupportChatMessage> }>({
    of: id,
    messages: new Map(),
  });
  const addMessage = (message: SupportChatMessage) =>
    setArrived((prev) => ({
      of: id,
      messages: new Map(prev.of === id ? prev.messages : []).set(message.id, message),
    }));
  const messages = new Map([
    ...(arrived.of === id ? arrived.messages : []),
    ...(chat?.messages ?? []).map((m) => [m.id, m] as const),
  ]);
  const context = usePlayerContext(chat?.conversation.playerId ?? null);
  const [text, setText] = useState('');
  const [reason, setReason] = useState<(typeof SUPPORT_CHAT_CLOSE_REASONS)[number]>('resolved');
  const [typingAt, setTypingAt] = useState(0);
  const [now, setNow] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);
  const lastTyping = useRef(0);

  useAgentsRealtime((push) => {
    const about = push.action === 'conversation' ? push.data.id : push.data.conversationId;
    if (about !== id) return;
    if (push.action === 'message') addMessage(push.data);
    else if (push.action === 'typing' && push.data.author === 'player') setTypingAt(Date.now());
    else load();
  }, load);

  const list = [...messages.values()].sort((a, b) => a.id - b.id);
  const lastId = list.at(-1)?.id ?? 0;
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
    if (chat && lastId > chat.agentReadId)
      void boSend('POST', `${B}/${id}/read/`, { lastReadId: lastId }, SupportChatOkResponseSchema).catch(
        () => {},
      );
  }, [lastId, chat, id]);
  useEffect(() => {
    if (!typingAt) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), 4000);
    return () => clearTimeout(timer);
  }, [typingAt]);

  async function act(work: () => Promise<unknown>, done?: string) {
    try {
      await work();
      if (done) toast.success(done);
      await chatQuery.reload();
    } catch (error) {
      toast.error(boErrorText(error));
    }
  }

  async function reply(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    await act(async () => {
      const { data } = await boSend(
        'POST',
        `${B}/${id}/reply/`,
        { body, clientId: newClientId() },
        SupportChatMessageResponseSchema,
      );
      addMessage(data);
      setText('');
    });
  }

  if (chatQuery.state.status === 'error') return <ListError error={chatQuery.state.error} onRetry={load} />;
  if (!chat) return <p className={styles.muted}>Loading…</p>;
  const c = chat.conversation;
  const open = c.status === 'open';
  const lastAgent = [...list].reverse().find((m) => m.author === 'agent');
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>
          <Link to="/backoffice/support-chat/">Support chat</Link> / {c.email ?? 'Conversation'}
        </h1>
        <span className={styles.muted}>
          {c.kind} · {c.brand} · {c.status}
          {c.assignedEmail ? ` · ${c.assignedEmail}` : ' · unassigned'}
          {c.rating ? ` · rated ${c.rating}/5` : ''}
        </span>
      </div>
      <div className={own.layout}>
        <section className={`${styles.card} ${own.chat}`} aria-label="Conversation">
          <ol className={own.messages} ref={listRef} data-testid="agent-messages">
            {list.map((m) => (
              <li key={m.id} className={m.author === 'agent' ? own.agent : own.player} data-author={m.author}>
                <span className={own.meta}>
                  {m.author === 'agent' ? (m.agentName ?? 'agent') : (c.email ?? 'player')} ·{' '}
                  {time(m.createdAt)}
                </span>
                {m.body && <p className={own.body}>{m.body}</p>}
                {m.attachment && (
                  <a href={`${B}/attachments/${m.attachment.id}/`} target="_blank" rel="noreferrer">
                    <img
                      src={`${B}/attachments/${m.attachment.id}/`}
                      alt="Picture from the player"
                      className={own.image}
                    />
                  </a>
                )}
              </li>
            ))}
          </ol>
          <p className={own.status}>
            {typingAt && now - typingAt < 4000
              ? 'The player is typing…'
              : lastAgent && chat.playerReadId >= lastAgent.id
                ? 'Seen by the player'
                : ' '}
          </p>
          {open ? (
            <form onSubmit={reply} className={own.composer}>
              <div className={own.canned} role="group" aria-label="Canned replies">
                {SUPPORT_CHAT_CANNED_REPLIES.map((r) => (
                  <button key={r.id} type="button" onClick={() => setText(r.text)}>
                    {r.title}
                  </button>
                ))}
              </div>
              <textarea
                value={text}
                aria-label="Reply"
                rows={3}
                maxLength={2000}
                onChange={(e) => {
                  setText(e.target.value);
                  if (Date.now() - lastTyping.current > 2500) {
                    lastTyping.current = Date.now();
                    void boSend('POST', `${B}/${id}/typing/`, {}, SupportChatOkResponseSchema).catch(
                      () => {},
                    );
                  }
                }}
              />
              <div className={own.actions}>
                <button type="submit" disabled={!text.trim()}>
                  Send reply
                </button>
                {c.assignedEmail !== operator.email && (
                  <button
                    type="button"
                    onClick={() =>
                      void act(
                        () => boSend('POST', `${B}/${id}/assign/`, {}, SupportChatOkResponseSchema),
                        'Assigned to you.',
                      )
                    }
                  >
                    Assign to me
                  </button>
                )}
                <label>
                  Close as{' '}
                  <select
                    className={styles.select}
                    value={reason}
                    onChange={(e) => setReason(e.target.value as typeof reason)}
                  >
                    {SUPPORT_CHAT_CLOSE_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  onClick={() =>
                    void act(
                      () => boSend('POST', `${B}/${id}/close/`, { reason }, SupportChatOkResponseSchema),
                      'Conversation closed.',
                    )
                  }
                >
                  Close conversation
                </button>
              </div>
            </form>
          ) : (
            <p className={styles.muted}>Closed ({c.closeReason}). The player may rate it.</p>
          )}
        </section>
        <aside className={`${styles.card} ${own.context}`} aria-label="Player">
          <h2>Player</h2>
          {!c.playerId && <p className={styles.muted}>A guest ({c.email}); no account.</p>}
          {context && (
            <>
              <p>
                <Link to={`/backoffice/players/${c.playerId}/`}>{context.detail.email ?? c.playerId}</Link>
                <br />
                <span className={styles.muted}>{context.detail.status}</span>
              </p>
              <h3>Balances</h3>
              <ul>
                {context.detail.balances.map((b) => (
                  <li key={b.currency}>
                    {b.currency}: {b.amount.toLocaleString('en-US')}
                  </li>
                ))}
              </ul>
              <h3>Last purchases</h3>
              <ul>
                {context.payments.length === 0 && <li className={styles.muted}>None</li>}
                {context.payments.map((p, i) => (
                  <li key={i}>
                    {time(p.createdAt)} · {p.price ?? '—'} USD · {p.status}
                  </li>
                ))}
              </ul>
              <h3>Documents</h3>
              <ul>
                {context.documents.length === 0 && <li className={styles.muted}>None</li>}
                {context.documents.map((d, i) => (
                  <li key={i}>
                    {time(d.createdAt)} · {d.kind ?? 'document'} · {d.status}
                  </li>
                ))}
              </ul>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}
