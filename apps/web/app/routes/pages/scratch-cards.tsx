import { useTranslation } from 'react-i18next';
import type { Route } from './+types/scratch-cards';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader, Placeholder } from '../../components/shell/page.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.scratchCards.title');

export default function ScratchCards() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.promoEyebrow')}
        title={t('pages.scratchCards.title')}
        lead={t('pages.scratchCards.lead')}
        icon="ticket"
      />
      <PageBody narrow>
        <Placeholder
          icon="ticket"
          title={t('pages.scratchCards.noteTitle')}
          text={t('pages.scratchCards.noteText')}
        />
      </PageBody>
    </>
  );
}
