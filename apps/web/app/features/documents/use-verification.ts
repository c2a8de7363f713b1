import { useCallback, useEffect, useState } from 'react';
import type { DocumentConfirmStatus, IdentityDocument } from '@casino/contracts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchConfirmStatus, fetchDocuments } from './documents-api.ts';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

/** Refreshes on every identity-verification push and after a reconnect (pushes may have been missed). */
function useVerificationRefresh(refresh: () => void) {
  usePush('playerIdentityVerification', 'approved', () => refresh());
  usePush('playerIdentityVerification', 'rejected', () => refresh());
  usePush('playerIdentityVerification', 'duplicateCredentials', () => refresh());
  useRealtimeReconnected(() => refresh());
}

function useLoaded<T>(load: () => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const refresh = useCallback(() => {
    load().then(
      (value) => setState({ status: 'ready', value }),
      () => setState((current) => (current.status === 'ready' ? current : { status: 'error' })),
    );
  }, [load]);
  useEffect(() => refresh(), [refresh]);
  useVerificationRefresh(refresh);
  return { state, refresh };
}

/** The player's documents, newest first. */
export const useDocuments = () => useLoaded<IdentityDocument[]>(fetchDocuments);

/** GET /rest/page/profile/ → documentConfirmStatus, kept current. */
export const useConfirmStatus = () => useLoaded<DocumentConfirmStatus | null>(fetchConfirmStatus);
