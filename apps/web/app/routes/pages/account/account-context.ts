import { useOutletContext } from 'react-router';
import type { DocumentConfirmStatus, Profile } from '@casino/contracts';
import type { ProfileState } from '../../../features/profile/index.ts';

/** What the account layout loads once for every account screen. */
export interface AccountContext {
  profileState: ProfileState;
  reloadProfile: () => void;
  replaceProfile: (profile: Profile) => void;
  /** Undefined while loading. */
  confirmStatus: DocumentConfirmStatus | null | undefined;
  refreshConfirmStatus: () => void;
}

export const useAccount = () => useOutletContext<AccountContext>();
