import { useAmountTexts } from './format/amount-texts.ts';
import { useRootData } from './root-data.ts';

/**
 * The sign-up gift as app init gives it (the server's amounts: the plain gift for a guest, what a player's
 * sign-up paid), written in the page's language with its units ("10,000 free Coins", "1 Entrada de regalo"):
 * the values of the offer texts' {{coins}} and {{entries}}.
 */
export function useWelcomeOffer(): { coins: string; entries: string } {
  const { appInit } = useRootData();
  const amounts = useAmountTexts();
  return {
    coins: amounts.giftCoins(appInit.welcomeOffer.coins),
    entries: amounts.giftEntries(appInit.welcomeOffer.entries),
  };
}
