export { EMAIL_LOTTERY_MODAL } from './modal-names.ts';
