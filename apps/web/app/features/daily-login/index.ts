// Public surface of the daily login: its modals (names are spec openModal values) and its popup.
export { dailyLoginModals } from './modals.ts';
export { dailyLoginPopups } from './popups.ts';
export { DAILY_LOGIN_MODALS } from './modal-names.ts';
