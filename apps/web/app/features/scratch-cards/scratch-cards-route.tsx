import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/scratch-cards-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader, Placeholder } from '../../components/shell/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { openModal } from '../../lib/modals/open-modal.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.scratchCards.title');

// The player's cards load on the client (a chunk of their own); a guest gets the invitation to sign in.
const ScratchCardsView = lazy(async () => ({
  default: (await import('./scratch-cards-view.tsx')).ScratchCardsView,
}));

export default function ScratchCards() {
  const { t } = useTranslation();
  const { player } = useRootData();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.promoEyebrow')}
        title={t('pages.scratchCards.title')}
        lead={t('pages.scratchCards.lead')}
        icon="ticket"
      />
      <PageBody narrow>
        {player ? (
          <Suspense fallback={null}>
            <ScratchCardsView />
          </Suspense>
        ) : (
          <>
            <Placeholder
              icon="ticket"
              title={t('pages.scratchCards.noteTitle')}
              text={t('pages.scratchCards.noteText')}
            />
            <Button onClick={() => openModal('login')}>{t('scratchCards.guest.action')}</Button>
          </>
        )}
      </PageBody>
    </>
  );
}
