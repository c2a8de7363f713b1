import { useTranslation } from 'react-i18next';
import type { Route } from './+types/lobby';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader, Placeholder } from '../../components/shell/page.tsx';
import { useShell } from '../../components/shell/use-shell.ts';
import { CategoryStrip } from '../../features/home/category-strip.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.lobby.title');

/** Lobby frame: categories now; banners, sliders and search arrive with the catalogue issue. */
export default function Lobby() {
  const { t } = useTranslation();
  const { player } = useShell();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.lobby.eyebrow')}
        title={player ? t('pages.lobby.welcome', { name: player.login ?? '' }) : t('pages.lobby.title')}
        lead={t('pages.lobby.lead')}
        icon="lobby"
      />
      <CategoryStrip />
      <PageBody>
        <Placeholder icon="sparkle" title={t('pages.lobby.noteTitle')} text={t('pages.lobby.noteText')} />
      </PageBody>
    </>
  );
}
