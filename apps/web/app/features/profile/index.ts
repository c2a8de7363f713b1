// Public surface of the profile feature, for the account area, /complete-profile and /registration-complete.
export { useProfile, type ProfileState, type UseProfile } from './use-profile.ts';
export { ProfileGate } from './profile-status.tsx';
export { PersonalInfo } from './personal-info.tsx';
export { CompleteProfileView } from './complete-profile-view.tsx';
export { RegistrationCompleteForm } from './registration-complete-form.tsx';
export { formatDate, formatDateTime } from './format-date.ts';
export { isComplete, fieldsToComplete } from './profile-fields.ts';
export { WinnersFeedSetting } from './winners-feed-setting.tsx';
export { DisplayNameForm } from './display-name-form.tsx';
