import type { DocumentConfirmStatus, IdentityDocument } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useRefreshOn } from '../../lib/realtime/use-push.ts';
import { fetchConfirmStatus, fetchDocuments } from './documents-api.ts';

/** Reads `key` and refreshes it on every identity-verification push and after a reconnect (pushes may have been missed). */
function useVerificationData<T>(key: string, load: () => Promise<T>) {
  const { state, reload } = useApiQuery(['documents', key], load);
  useRefreshOn({ playerIdentityVerification: ['approved', 'rejected', 'duplicateCredentials'] }, reload);
  return { state, refresh: reload };
}

/** The player's documents, newest first. */
export const useDocuments = () => useVerificationData<IdentityDocument[]>('list', fetchDocuments);

/** GET /rest/page/profile/ → documentConfirmStatus, kept current. */
export const useConfirmStatus = () =>
  useVerificationData<DocumentConfirmStatus | null>('confirm-status', fetchConfirmStatus);
