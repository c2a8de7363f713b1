import { createContext, useContext, type ReactNode } from 'react';
import type { RealtimeClient } from './realtime-client.ts';

// Null during SSR and before the root creates the client; hooks then do nothing.
const RealtimeContext = createContext<RealtimeClient | null>(null);

export function RealtimeProvider({
  client,
  children,
}: {
  client: RealtimeClient | null;
  children: ReactNode;
}) {
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}
