import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { pickText, CLIPBOARD_COPIED_MS, type AvailableSoon, type Promotion } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { BuyOfferButton, OfferCard, OfferValue } from './offer-card.tsx';
import { FreeSpinsCard } from './free-spins-card.tsx';
import { FortuneInvestmentCard, PiggyBankCard } from './money-cards.tsx';
import { TournamentCard } from './tournament-card.tsx';
import { CashbackCard, RankLeagueCard, RankLeagueRewardCard } from './rank-league-cards.tsx';
import styles from './promotions.module.css';

type Of<T extends Promotion['type']> = Extract<Promotion, { type: T }>;

function HowItWorks({ steps }: { steps: string[] | null }) {
  const { t } = useTranslation();
  if (!steps?.length) return null;
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step}>{t(`promotions.howWorks.${step}`)}</li>
      ))}
    </ol>
  );
}

function Prize({ coins, entries }: { coins: number | null; entries: number | null }) {
  const { t, i18n } = useTranslation();
  const parts = [
    coins ? t('promotions.offer.coins', { amount: formatAmount(coins, i18n.language) }) : null,
    entries ? t('promotions.offer.entries', { amount: formatAmount(entries, i18n.language) }) : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  // The entries text carries its own plus ("+2 free Entries"), as on the offer cards.
  return <p className={styles.prize}>{t('promotions.prize', { prize: parts.join(' ') })}</p>;
}

function FlipTheCoinCard({ promotion }: { promotion: Of<'flipTheCoin'> }) {
  const { t, i18n } = useTranslation();
  const next = useCountdown(promotion.data.nextFlipAt);
  const waiting = promotion.data.nextFlipAt !== null && !next.finished;
  const won = promotion.promoOfferPreset;
  return (
    <article
      className={styles.card}
      data-promotion="flipTheCoin"
      aria-label={t('promotions.flipTheCoin.title')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.flipTheCoin')}</span>
        <span className={styles.coinArt} aria-hidden="true">
          <Icon name="coins" size={22} />
        </span>
      </header>
      <h3 className={styles.cardTitle}>{t('promotions.flipTheCoin.title')}</h3>
      {won ? (
        <>
          <p className={styles.text}>
            {t('promotions.flipTheCoin.won', { title: pickText(won.title, i18n.language) })}
          </p>
          <OfferValue offer={won} />
          <div className={styles.cardFoot}>
            <BuyOfferButton offer={won} location="promotions" />
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('promotions.flipTheCoin.text')}</p>
          <HowItWorks steps={promotion.howWorks} />
          {waiting ? (
            <p className={styles.reason}>
              {t('promotions.flipTheCoin.nextFlip')} <span suppressHydrationWarning>{next.text}</span>
            </p>
          ) : null}
          <div className={styles.cardFoot}>
            <Button
              block
              disabled={waiting}
              onClick={() =>
                openModal('app-flip-the-coin-modal', { promoOfferSet: promotion.data.promoOfferSet })
              }
            >
              {t('promotions.flipTheCoin.flip')}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

function InviteCard({ promotion }: { promotion: Of<'invite'> }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [link, setLink] = useState(`/?invited_by=${promotion.data.refcode}`);
  useEffect(
    () => setLink(`${window.location.origin}/?invited_by=${promotion.data.refcode}`),
    [promotion.data.refcode],
  );
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CLIPBOARD_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <article className={styles.card} data-promotion="invite" aria-label={t('promotions.invite.title')}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.invite')}</span>
      </header>
      <h3 className={styles.cardTitle}>{t('promotions.invite.title')}</h3>
      <p className={styles.text}>{t('promotions.invite.text')}</p>
      <Prize coins={promotion.prizeCoins} entries={promotion.prizeEntries} />
      <HowItWorks steps={promotion.howWorks} />
      <p className={styles.code}>
        <span>{t('promotions.invite.code')}</span> <strong>{promotion.data.refcode}</strong>
      </p>
      <div className={styles.cardFoot}>
        <Button
          block
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => {},
            );
          }}
        >
          {copied ? t('promotions.invite.copied') : t('promotions.invite.copy')}
        </Button>
        <AppLink to="/referral/" className={styles.textLink} data-referral-link="">
          {t('promotions.inviteLink')}
        </AppLink>
      </div>
    </article>
  );
}

function VerificationCard({ promotion }: { promotion: Of<'verification'> }) {
  const { t } = useTranslation();
  const status = promotion.data.documentConfirmStatus;
  return (
    <article
      className={styles.card}
      data-promotion="verification"
      aria-label={t('promotions.verification.title')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.verification')}</span>
      </header>
      <h3 className={styles.cardTitle}>{t('promotions.verification.title')}</h3>
      <p className={styles.text}>{t('promotions.verification.text')}</p>
      <HowItWorks steps={promotion.howWorks} />
      {status ? <p className={styles.reason}>{t(`promotions.verification.status.${status}`)}</p> : null}
      <div className={styles.cardFoot}>
        <AppLink to="/account/verification/" className={styles.linkButton}>
          {t('promotions.verification.action')}
        </AppLink>
      </div>
    </article>
  );
}

function DepositStreakCard({ promotion }: { promotion: Of<'depositStreak'> }) {
  const { t } = useTranslation();
  const { currentCountDeposit: count, maxNumberOfDeposit: max, isWheelAvailable } = promotion.data;
  return (
    <article
      className={styles.card}
      data-promotion="depositStreak"
      aria-label={t('promotions.depositStreak.title')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.depositStreak')}</span>
      </header>
      <h3 className={styles.cardTitle}>{t('promotions.depositStreak.title')}</h3>
      <p className={styles.text}>
        {isWheelAvailable
          ? t('promotions.depositStreak.wheelReady')
          : t('promotions.depositStreak.progress', { count, max })}
      </p>
      <HowItWorks steps={promotion.howWorks} />
      <div className={styles.cardFoot}>
        <Button block onClick={() => openModal('deposit-streak')}>
          {t(isWheelAvailable ? 'promotions.depositStreak.spin' : 'promotions.depositStreak.action')}
        </Button>
      </div>
    </article>
  );
}

/** An invited friend before their first purchase: what it unlocks, and the cashier with inviteQualification=true. */
function InviteQualificationCard({ promotion }: { promotion: Of<'inviteQualification'> }) {
  const { t } = useTranslation();
  return (
    <article
      className={styles.card}
      data-promotion="inviteQualification"
      aria-label={t('promotions.inviteQualification.title')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.inviteQualification')}</span>
        <span className={styles.coinArt} aria-hidden="true">
          <Icon name="heart" size={22} />
        </span>
      </header>
      <h3 className={styles.cardTitle}>{t('promotions.inviteQualification.title')}</h3>
      <p className={styles.text}>
        {t('promotions.inviteQualification.text', { name: promotion.data.invitedBy })}
      </p>
      <Prize coins={promotion.prizeCoins} entries={promotion.prizeEntries} />
      <HowItWorks steps={promotion.howWorks} />
      <div className={styles.cardFoot}>
        <AppLink to={promotion.data.cashPath} className={styles.linkButton} data-invite-qualification="">
          {t('promotions.inviteQualification.action')}
        </AppLink>
      </div>
    </article>
  );
}

/** The weekly email lottery: the next draw's countdown, the first prize, and the modal with the winners. */
function EmailLotteryCard({ promotion }: { promotion: Of<'emailLottery'> }) {
  const { t } = useTranslation();
  const next = useServerCountdown(promotion.data.nextDrawAt);
  return (
    <article
      className={styles.card}
      data-promotion="emailLottery"
      aria-label={t('promotions.emailLottery.title')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.emailLottery')}</span>
        {promotion.data.isEntered ? (
          <span className={styles.badge}>{t('promotions.emailLottery.entered')}</span>
        ) : null}
      </header>
      <h3 className={styles.cardTitle}>{t('promotions.emailLottery.title')}</h3>
      <p className={styles.text}>{t('promotions.emailLottery.text')}</p>
      <Prize coins={promotion.prizeCoins} entries={promotion.prizeEntries} />
      <HowItWorks steps={promotion.howWorks} />
      {promotion.data.nextDrawAt ? (
        <p className={styles.reason}>
          {t('promotions.emailLottery.nextDraw')} <span suppressHydrationWarning>{next.text}</span>
          {promotion.data.isEntered ? null : <> · {t('promotions.emailLottery.notEntered')}</>}
        </p>
      ) : null}
      <div className={styles.cardFoot}>
        <Button block variant="secondary" onClick={() => openModal('email-lottery')}>
          {t('promotions.emailLottery.action')}
        </Button>
      </div>
    </article>
  );
}

/**
 * The mystery box: boxes waiting, the grand prize, the offer that sells boxes (when one is on sale to the
 * player) with its buy button, and the button that opens the `app-magic-box` modal.
 */
function MagicBoxCard({ promotion }: { promotion: Of<'magicBox'> }) {
  const { t } = useTranslation();
  const offer = promotion.promoOfferPreset;
  return (
    <article className={styles.card} data-promotion="magicBox" aria-label={t('magicBox.card.title')}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.magicBox')}</span>
      </header>
      <h3 className={styles.cardTitle}>{t('magicBox.card.title')}</h3>
      <p className={styles.text}>{t('magicBox.card.text')}</p>
      <Prize coins={promotion.prizeCoins} entries={promotion.prizeEntries} />
      <HowItWorks steps={promotion.howWorks} />
      {promotion.data.boxes > 0 ? (
        <p className={styles.reason}>{t('magicBox.card.boxes', { count: promotion.data.boxes })}</p>
      ) : null}
      {offer ? (
        <div className={styles.boxOffer} data-magic-box-offer={offer.id}>
          <p className={styles.boxOfferTitle}>{t('magicBox.card.offer')}</p>
          <OfferValue offer={offer} />
        </div>
      ) : null}
      <div className={`${styles.cardFoot} ${styles.footStack}`}>
        {offer ? <BuyOfferButton offer={offer} location="promotions" /> : null}
        <Button
          block
          variant={offer ? 'secondary' : 'primary'}
          data-open-magic-box=""
          onClick={() => openModal('app-magic-box')}
        >
          {t('magicBox.card.action')}
        </Button>
      </div>
    </article>
  );
}

/** A running quest (`quest`) or free-play challenge (`fpChallenge`): its tasks done so far and its end. */
function QuestCard({ promotion }: { promotion: Of<'quest' | 'fpChallenge'> }) {
  const { t } = useTranslation();
  const ends = useCountdown(promotion.data.end);
  const modal =
    promotion.type === 'fpChallenge'
      ? 'app-freeplay-modal'
      : promotion.data.questType === 'advent'
        ? 'advent-calendar'
        : null;
  return (
    <article
      className={styles.card}
      data-promotion={promotion.type}
      aria-label={t(`promotions.types.${promotion.type}`)}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t(`promotions.types.${promotion.type}`)}</span>
      </header>
      <h3 className={styles.cardTitle}>{t(`quests.types.${promotion.data.questType}`)}</h3>
      <p className={styles.text}>
        {t('quests.card.text', { done: promotion.data.tasksCompleted, total: promotion.data.tasksCount })}
      </p>
      <p className={styles.startsIn} suppressHydrationWarning>
        {t('quests.endsIn', { time: ends.text })}
      </p>
      <div className={styles.cardFoot}>
        {modal ? (
          <Button block onClick={() => openModal(modal)}>
            {t('quests.card.open')}
          </Button>
        ) : (
          <AppLink to="/quests/" className={styles.linkButton}>
            {t('quests.card.open')}
          </AppLink>
        )}
      </div>
    </article>
  );
}

/** The card of one promotion, by type. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  switch (promotion.type) {
    case 'flipTheCoin':
      return <FlipTheCoinCard promotion={promotion} />;
    case 'invite':
      return <InviteCard promotion={promotion} />;
    case 'verification':
      return <VerificationCard promotion={promotion} />;
    case 'playerFreeSpin':
      return <FreeSpinsCard promotion={promotion} />;
    case 'depositStreak':
      return <DepositStreakCard promotion={promotion} />;
    case 'magicBox':
      return <MagicBoxCard promotion={promotion} />;
    case 'piggyBank':
      return <PiggyBankCard promotion={promotion} />;
    case 'fortuneInvestment':
      return <FortuneInvestmentCard promotion={promotion} />;
    case 'inviteQualification':
      return <InviteQualificationCard promotion={promotion} />;
    case 'emailLottery':
      return <EmailLotteryCard promotion={promotion} />;
    case 'tournament':
      return <TournamentCard promotion={promotion} />;
    case 'rankLeague':
      return <RankLeagueCard promotion={promotion} />;
    case 'rankLeagueReward':
      return <RankLeagueRewardCard promotion={promotion} />;
    case 'cashback':
      return <CashbackCard promotion={promotion} />;
    case 'quest':
    case 'fpChallenge':
      return <QuestCard promotion={promotion} />;
    default:
      return promotion.promoOfferPreset ? (
        <OfferCard offer={promotion.promoOfferPreset} label={t(`promotions.types.${promotion.type}`)} />
      ) : null;
  }
}

/** An offer that goes on sale later: what it is and when. */
export function AvailableSoonCard({ item }: { item: AvailableSoon }) {
  const { t, i18n } = useTranslation();
  const starts = useCountdown(item.availableFrom);
  const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(item.availableFrom),
  );
  return (
    <article
      className={styles.soon}
      data-available-soon={item.promoOfferPreset.id}
      aria-label={pickText(item.promoOfferPreset.title, i18n.language)}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t(`promotions.types.${item.type}`)}</span>
        {item.promoOfferPreset.badgeLabel ? (
          <span className={styles.badge}>{pickText(item.promoOfferPreset.badgeLabel, i18n.language)}</span>
        ) : null}
      </header>
      <h3 className={styles.cardTitle}>{pickText(item.promoOfferPreset.title, i18n.language)}</h3>
      <OfferValue offer={item.promoOfferPreset} />
      <p className={styles.startsIn}>
        <Icon name="star" size={16} />
        <span suppressHydrationWarning>
          {starts.remainingMs > 24 * 60 * 60 * 1000
            ? t('promotions.soon.on', { day })
            : t('promotions.soon.in', { time: starts.text })}
        </span>
      </p>
    </article>
  );
}
