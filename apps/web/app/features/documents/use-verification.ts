import type { DocumentConfirmStatus, IdentityDocument } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchConfirmStatus, fetchDocuments } from './documents-api.ts';

/** Reads `key` and refreshes it on every identity-verification push and after a reconnect (pushes may have been missed). */
function useVerificationData<T>(key: string, load: () => Promise<T>) {
  const { state, reload } = useApiQuery(['documents', key], load);
  usePush('playerIdentityVerification', 'approved', reload);
  usePush('playerIdentityVerification', 'rejected', reload);
  usePush('playerIdentityVerification', 'duplicateCredentials', reload);
  useRealtimeReconnected(reload);
  return { state, refresh: reload };
}

/** The player's documents, newest first. */
export const useDocuments = () => useVerificationData<IdentityDocument[]>('list', fetchDocuments);

/** GET /rest/page/profile/ → documentConfirmStatus, kept current. */
export const useConfirmStatus = () =>
  useVerificationData<DocumentConfirmStatus | null>('confirm-status', fetchConfirmStatus);
