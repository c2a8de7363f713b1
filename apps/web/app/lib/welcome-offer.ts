import { useTranslation } from '../i18n/react.tsx';
import { formatAmount } from './format/format.ts';
import { useRootData } from './root-data.ts';

/**
 * The sign-up gift as app init gives it (the server's amounts: the plain gift for a guest, what a player's
 * sign-up paid), formatted for the page's language: the values of the offer texts' {{coins}} and {{entries}}.
 */
export function useWelcomeOffer(): { coins: string; entries: string } {
  const { appInit } = useRootData();
  const { i18n } = useTranslation();
  return {
    coins: formatAmount(appInit.welcomeOffer.coins, i18n.language),
    entries: formatAmount(appInit.welcomeOffer.entries, i18n.language),
  };
}
