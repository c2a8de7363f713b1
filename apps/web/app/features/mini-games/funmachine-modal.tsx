import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import { LoadedFallback } from './loaded-fallback.tsx';
import { fetchFunMachine } from './mini-games-api.ts';
import { MINI_GAMES_MODALS } from './modal-names.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import styles from './mini-games.module.css';

/** The `funmachine` modal: the cabinet of the mini games that play fills, each with what it has ready. */
export default function FunMachineModal() {
  const { t } = useTranslation();
  const { state, reload } = useApiQuery(['mini-games', 'funmachine'], fetchFunMachine);
  return (
    <ModalFrame title={t('miniGames.machine.title')} size="md">
      {state.status !== 'ready' ? (
        <LoadedFallback state={state} onRetry={reload} />
      ) : (
        <div className={styles.body}>
          <p className={styles.muted}>{t('miniGames.machine.lead')}</p>
          <ul className={styles.machine}>
            {state.data.games.map((game) => (
              <li key={game.key} data-game={game.key} data-ready={game.ready}>
                <span className={styles.stopText}>
                  <strong>{t(`miniGames.machine.games.${game.key}`)}</strong>
                  <span className={styles.muted}>
                    {game.ready
                      ? t('miniGames.machine.ready')
                      : t('miniGames.machine.filled', { percent: game.percent })}
                  </span>
                </span>
                <Button
                  variant={game.ready ? 'primary' : 'secondary'}
                  onClick={() => openModal(MINI_GAMES_MODALS[game.key])}
                >
                  {t('miniGames.machine.open')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ModalFrame>
  );
}
