import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { TOURNAMENT_REFUSALS, type Tournament } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { HttpError, httpErrorText } from '../../lib/http/http-client.ts';
import { subscribeTournament } from './tournaments-api.ts';

/** Join (the spec's subscribe) while subscriptions are open; "Joined" after. */
export function JoinButton({
  tournament,
  onJoined,
  block,
}: {
  tournament: Tournament;
  onJoined: () => void;
  block?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!tournament.isOpen) return null;
  if (tournament.isSubscribed)
    return (
      <span className={undefined} data-joined={tournament.id}>
        {t('tournaments.joined')}
      </span>
    );
  return (
    <Button
      block={block}
      loading={busy}
      disabled={busy}
      data-join={tournament.id}
      onClick={async () => {
        setBusy(true);
        try {
          await subscribeTournament(tournament.id);
          toast.success(
            t('tournaments.joinedToast', { title: tournament.title[i18n.language === 'es' ? 'es' : 'en'] }),
          );
          onJoined();
        } catch (error) {
          // The audience's refusal in the player's language (the server's sentence is English).
          toast.error(
            error instanceof HttpError && error.code === TOURNAMENT_REFUSALS.audience.code
              ? t('tournaments.audienceRefused')
              : httpErrorText(error, t),
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('tournaments.join')}
    </Button>
  );
}
