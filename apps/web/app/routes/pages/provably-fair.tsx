import { VERIFIER_PATHS } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/provably-fair';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { SeedPairPanel } from '../../features/provably-fair/seed-pair-panel.tsx';
import { Verifier } from '../../features/provably-fair/verifier.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'provablyFair.title');

/**
 * /provably-fair/ (docs/provably-fair.md): the player's seeds and a verifier that recomputes any round in the
 * browser; the standalone copy (VERIFIER_PATHS.standalone) does the same saved and offline.
 */
export default function ProvablyFair() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('provablyFair.eyebrow')}
        title={t('provablyFair.title')}
        lead={t('provablyFair.lead')}
        icon="info"
      />
      <PageBody>
        <div data-provably-fair>
          <SeedPairPanel />
          <Verifier />
        </div>
        <p>
          <a
            href={`${VERIFIER_PATHS.standalone}?lang=${i18n.language}`}
            download="provably-fair-verifier.html"
          >
            {t('provablyFair.verifier.offlineCopy')}
          </a>
        </p>
      </PageBody>
    </>
  );
}
