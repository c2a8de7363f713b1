import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { INVITE_QUALIFICATION_CASH_PATH, type ReferralAmount, type ReferralInfo } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchReferralInfo } from './referral-api.ts';
import { useCopied } from '../../lib/use-copied.ts';
import styles from './referral.module.css';

function Amount({ amount }: { amount: ReferralAmount }) {
  const { t } = useTranslation();
  const text = useAmountTexts().prize(amount);
  return <>{text || t('referral.nothingYet')}</>;
}

function ShareCard({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const [link, setLink] = useState(info.link);
  useEffect(() => setLink(`${window.location.origin}${info.link}`), [info.link]);
  const [linkCopied, copyLink] = useCopied();
  const [codeCopied, copyCode] = useCopied();
  return (
    <section className={styles.share} aria-labelledby="referral-share">
      <h2 id="referral-share" className={styles.title}>
        {t('referral.share.title')}
      </h2>
      <p className={styles.muted}>{t('referral.share.text')}</p>
      <label className={styles.field}>
        <span>{t('referral.share.link')}</span>
        <span className={styles.copyRow}>
          <input readOnly value={link} className={styles.input} data-referral-link="" />
          <Button variant="primary" onClick={() => copyLink(link)} data-copied={linkCopied}>
            {linkCopied ? t('referral.share.copied') : t('referral.share.copyLink')}
          </Button>
        </span>
      </label>
      <label className={styles.field}>
        <span>{t('referral.share.code')}</span>
        <span className={styles.copyRow}>
          <input readOnly value={info.refcode} className={styles.input} data-referral-code="" />
          <Button variant="secondary" onClick={() => copyCode(info.refcode)} data-copied={codeCopied}>
            {codeCopied ? t('referral.share.copied') : t('referral.share.copyCode')}
          </Button>
        </span>
      </label>
    </section>
  );
}

function Rewards({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'registration', amount: info.rewards.registration, icon: 'user' as const },
    { key: 'qualification', amount: info.rewards.qualification, icon: 'coins' as const },
    { key: 'friendQualification', amount: info.rewards.friendQualification, icon: 'gift' as const },
  ];
  return (
    <section className={styles.rewards} aria-labelledby="referral-rewards">
      <h2 id="referral-rewards" className={styles.title}>
        {t('referral.rewards.title')}
      </h2>
      <ol className={styles.steps}>
        {rows.map((row) => (
          <li key={row.key} className={styles.step} data-reward-step={row.key}>
            <span className={styles.stepIcon} aria-hidden="true">
              <Icon name={row.icon} size={20} />
            </span>
            <span>
              <span className={styles.stepText}>{t(`referral.rewards.${row.key}`)}</span>
              <strong className={styles.stepAmount}>
                <Amount amount={row.amount} />
              </strong>
            </span>
          </li>
        ))}
      </ol>
      {!info.isActive ? <p className={styles.muted}>{t('referral.rewards.paused')}</p> : null}
    </section>
  );
}

function Friends({ info }: { info: ReferralInfo }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className={styles.friends} aria-labelledby="referral-friends">
      <div className={styles.friendsHead}>
        <h2 id="referral-friends" className={styles.title}>
          {t('referral.friends.title')}
        </h2>
        <p className={styles.totals} data-referral-totals="">
          {t('referral.friends.totals', { invited: info.totals.invited, qualified: info.totals.qualified })} ·{' '}
          {t('referral.friends.earned')} <Amount amount={info.totals.earned} />
        </p>
      </div>
      {info.friends.length === 0 ? (
        <p className={styles.muted}>{t('referral.friends.none')}</p>
      ) : (
        <ul className={styles.list}>
          {info.friends.map((friend) => (
            <li
              key={`${friend.name}-${friend.registeredAt}`}
              className={styles.friend}
              data-friend-status={friend.status}
            >
              <span className={styles.friendName}>{friend.name}</span>
              <span className={styles.friendMeta} suppressHydrationWarning>
                {t('referral.friends.joined', { date: date(friend.registeredAt) })}
              </span>
              <span className={styles.status} data-status={friend.status}>
                {t(`referral.status.${friend.status}`)}
              </span>
              <span className={styles.friendEarned}>
                <Amount amount={friend.earned} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitedBy({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const invited = info.invitedBy;
  if (!invited) return null;
  return (
    <section className={styles.invitedBy} data-invited-by={invited.status}>
      <p>
        {t('referral.invitedBy.text', { name: invited.name })}{' '}
        {invited.status === 'qualified' ? t('referral.invitedBy.done') : null}
      </p>
      {invited.status === 'registered' && info.isActive ? (
        <AppLink to={INVITE_QUALIFICATION_CASH_PATH} className={styles.cta}>
          {t('referral.invitedBy.buy')} (<Amount amount={invited.prize} />)
        </AppLink>
      ) : null}
    </section>
  );
}

/** /referral: the player's invite link and code with copy, what inviting pays, and the invited friends. */
export function ReferralPage() {
  const { t } = useTranslation();
  const { state, reload: load } = useApiQuery(['referral'], fetchReferralInfo);
  // A friend qualified (or this player did): the statuses and what was earned change.
  usePush('referral', 'qualified', load);

  if (state.status === 'loading')
    return <div className={styles.skeleton} role="status" aria-label={t('referral.loading')} />;
  if (state.status === 'error')
    return (
      <div className={styles.error} role="alert">
        <p>{t('referral.failed')}</p>
        <Button variant="secondary" onClick={load}>
          {t('referral.retry')}
        </Button>
      </div>
    );
  const info = state.data;
  return (
    <div className={styles.page} data-referral-page="">
      <InvitedBy info={info} />
      <div className={styles.top}>
        <ShareCard info={info} />
        <Rewards info={info} />
      </div>
      <Friends info={info} />
    </div>
  );
}
