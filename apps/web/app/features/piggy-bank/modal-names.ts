/** Modal names of the piggy bank (the spec's "money box" and "piggy bank prize win" modals). */
export const PIGGY_BANK_MODALS = {
  moneyBox: 'money-box',
  prizeWin: 'piggy-bank-prize-win',
} as const;
