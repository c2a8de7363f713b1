import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/game';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageHeader } from '../../components/shell/page.tsx';
import ui from '../../styles/ui.module.css';

/** The player's own rows: their own chunk, read after the page shows. */
const PlayerRows = lazy(() => import('../../features/catalogue/player-rows.tsx'));

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.guarded.game.title');

/**
 * /game (a guarded route of the spec): the player's games, the recently played and the favourites, each a
 * tile that opens the game modal (`?game=`, which also works on this page's address); the lobby for more.
 */
export default function GamePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.guarded.eyebrow')}
        title={t('pages.guarded.game.title')}
        lead={t('pages.guarded.game.lead')}
        icon="star"
      />
      <Suspense fallback={null}>
        <PlayerRows />
      </Suspense>
      <p className={cx(ui.container)}>
        <AppLink to="/lobby/" className={cx(ui.button, ui.ghost)}>
          {t('pages.guarded.game.lobby')}
        </AppLink>
      </p>
    </>
  );
}
