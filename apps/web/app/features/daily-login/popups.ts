import { definePopup } from '../../lib/engagement/popups.ts';
import { DAILY_LOGIN_MODALS } from './modal-names.ts';

/** The popup sequencer offers the daily login while a level can be collected. */
export const dailyLoginPopups = [
  definePopup({ feature: 'dailyLogin', modal: DAILY_LOGIN_MODALS.dailyLogin }),
];
