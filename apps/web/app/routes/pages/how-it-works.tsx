import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/how-it-works';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { HowItWorksPage } from '../../features/home/how-it-works-page.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.howItWorks.title');

/** /how-it-works (guarded, spec route table): coins and entries, free ways to play, features, redeeming. */
export default function HowItWorks() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.howItWorks.eyebrow')}
        title={t('pages.howItWorks.title')}
        lead={t('pages.howItWorks.lead')}
        icon="info"
      />
      <PageBody>
        <HowItWorksPage />
      </PageBody>
    </>
  );
}
