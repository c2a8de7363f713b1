import type { Route } from './+types/personal-info';
import { pageMeta } from '../../../components/shell/meta.ts';
import {
  DisplayNameForm,
  PersonalInfo,
  ProfileGate,
  WinnersFeedSetting,
} from '../../../features/profile/index.ts';
import { useAccount } from './account-context.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.personalInfo');

export default function PersonalInfoPage() {
  const { profileState, reloadProfile, replaceProfile } = useAccount();
  return (
    <ProfileGate state={profileState} onRetry={reloadProfile}>
      {(profile) => (
        <>
          <DisplayNameForm profile={profile} onSaved={replaceProfile} />
          <PersonalInfo profile={profile} onSaved={replaceProfile} />
          <WinnersFeedSetting />
        </>
      )}
    </ProfileGate>
  );
}
