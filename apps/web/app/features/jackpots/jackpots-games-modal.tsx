import { useLocation } from 'react-router';
import { pickText } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchJackpots } from './jackpots-api.ts';
import { jackpotAmount } from './jackpot-amount.ts';
import styles from './jackpots.module.css';

/**
 * `jackpots-games` (spec: jackpots games modal): the brand's tiers in the player's mode, each with the hash
 * that commits its drop point, and the games whose bets feed them; a game opens in the game modal.
 */
export default function JackpotsGamesModal({ close }: ModalComponentProps) {
  const { t, i18n } = useTranslation();
  const amounts = useAmountTexts();
  const { appInit } = useRootData();
  const { pathname } = useLocation();
  const mode = !appInit.isGuest && appInit.gameMode === 'SweepStakes' ? 'ENTRY' : 'COIN';
  const { state } = useApiQuery(['jackpots'], fetchJackpots);
  const reply = state.status === 'ready' ? state.data : state.status === 'error' ? 'failed' : null;
  return (
    <ModalFrame title={t('jackpots.games.title')} size="md">
      <div className={styles.modal} data-jackpots-games="">
        {reply === null ? (
          <div className={styles.skeleton} role="status" aria-label={t('jackpots.loading')} />
        ) : reply === 'failed' ? (
          <p className={styles.empty}>{t('jackpots.failed')}</p>
        ) : (
          <>
            <p>{t('jackpots.games.lead')}</p>
            <ul className={styles.tiers}>
              {reply.tiers
                .filter((tier) => tier.currency === mode)
                .map((tier) => (
                  <li key={tier.id}>
                    <strong>{pickText(tier.title, i18n.language)}</strong>{' '}
                    <span>{jackpotAmount(tier.amount, tier.currency, amounts)}</span>{' '}
                    <span className={styles.mustDrop}>
                      {t('jackpots.mustDropBy', {
                        amount: jackpotAmount(tier.mustDropBy, tier.currency, amounts),
                      })}
                    </span>
                    <code className={styles.hash} title={t('jackpots.commitment')}>
                      {tier.commitment.slice(0, 16)}…
                    </code>
                  </li>
                ))}
            </ul>
            {reply.games.length === 0 ? (
              <p className={styles.empty}>{t('jackpots.games.none')}</p>
            ) : (
              <ul className={styles.games}>
                {reply.games.map((game) => (
                  <li key={game.id}>
                    <AppLink to={`${pathname}?game=${encodeURIComponent(game.slug)}`} onClick={close}>
                      {game.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </ModalFrame>
  );
}
