import { useEffect, useEffectEvent } from 'react';
import {
  BACKOFFICE_SUPPORT_CHAT_BASE,
  WsConnectionDataSchema,
  type PushAction,
  type PushData,
} from '@casino/contracts';
import { boGet } from '../backoffice-api.ts';

type ChatAction = PushAction<'supportChat'>;
export type AgentPush = { [A in ChatAction]: { action: A; data: PushData<'supportChat', A> } }[ChatAction];

/** The realtime token of the agents' room, asked for at each (re)connection. */
const agentsConnection = () => boGet(`${BACKOFFICE_SUPPORT_CHAT_BASE}/realtime/`, WsConnectionDataSchema);

/**
 * The agents' live feed: a realtime connection whose token (from the operator's session, `chat.answer`) names
 * the agents' room; every support chat push reaches `onPush`, and `onReconnected` asks to read again.
 */
export function useAgentsRealtime(onPush: (push: AgentPush) => void, onReconnected: () => void) {
  const handle = useEffectEvent(onPush);
  const reconnected = useEffectEvent(onReconnected);
  useEffect(() => {
    // Lazily, as the players' app loads it (app-providers.tsx): one realtime-client chunk for both.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../lib/realtime/realtime-client.ts').then(({ createRealtimeClient }) => {
      if (cancelled) return;
      const client = createRealtimeClient({
        getConnectionData: agentsConnection,
      });
      const offs = (['message', 'typing', 'read', 'conversation'] as const).map((action) =>
        client.on('supportChat', action, (data) => handle({ action, data } as AgentPush)),
      );
      offs.push(client.onReconnected(() => reconnected()));
      client.connect();
      stop = () => {
        for (const off of offs) off();
        client.close();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}
