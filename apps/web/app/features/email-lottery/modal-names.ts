/** The email lottery's modal (an openModal value). */
export const EMAIL_LOTTERY_MODAL = 'email-lottery';
