import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { ChosenPackage, FortunePackageView } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { isHttpError } from '../../lib/http/http-client.ts';
import { chooseFortunePackage, collectFortuneReturns } from './fortune-investment-api.ts';
import { useFortuneInvestment } from './use-fortune-investment.ts';
import styles from './fortune-investment.module.css';

/** The server's refusals by code, in the reader's language. */
const REFUSALS: Record<string, string> = {
  insufficient_funds: 'fortuneInvestment.errors.balance',
  plan_running: 'fortuneInvestment.errors.running',
  unknown_package: 'fortuneInvestment.errors.unknown',
  feature_not_active: 'fortuneInvestment.errors.closed',
};

function useAmounts() {
  const { i18n } = useTranslation();
  return (value: number) => formatAmount(value, i18n.language);
}

function PackageCard({
  pack,
  canChoose,
  onChosen,
}: {
  pack: FortunePackageView;
  canChoose: boolean;
  onChosen: (chosen: ChosenPackage | null) => void;
}) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  const [busy, setBusy] = useState(false);
  const profit = pack.totalCoins - pack.priceCoins;
  return (
    <article className={styles.pack} data-fortune-package={pack.id}>
      <header className={styles.packHead}>
        <h3 className={styles.packName}>
          {t(`fortuneInvestment.packages.${pack.id}`, { defaultValue: pack.id })}
        </h3>
        <span className={styles.days}>{t('fortuneInvestment.days', { count: pack.days })}</span>
      </header>
      <p className={styles.price}>{amounts.coins(pack.priceCoins)}</p>
      <p className={styles.returns}>
        {pack.dailyEntries > 0
          ? t('fortuneInvestment.dailyWithEntries', {
              coins: amounts.coins(pack.dailyCoins),
              entries: amounts.entries(pack.dailyEntries),
            })
          : t('fortuneInvestment.daily', { coins: amounts.coins(pack.dailyCoins) })}
      </p>
      <p className={styles.total}>
        {t('fortuneInvestment.total', { coins: amounts.coins(pack.totalCoins) })}
        {profit > 0 ? (
          <strong>{t('fortuneInvestment.profit', { coins: amounts.coins(profit) })}</strong>
        ) : null}
      </p>
      <Button
        block
        disabled={!canChoose || busy}
        data-choose-package={pack.id}
        onClick={async () => {
          setBusy(true);
          try {
            onChosen(await chooseFortunePackage(pack.id));
            toast.success(t('fortuneInvestment.bought'));
          } catch (error) {
            const key = isHttpError(error) && error.code ? REFUSALS[error.code] : undefined;
            toast.error(key ? t(key) : t('fortuneInvestment.errors.failed'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('fortuneInvestment.invest', { amount: amounts.coins(pack.priceCoins) })}
      </Button>
    </article>
  );
}

function PlanView({
  plan,
  onChange,
}: {
  plan: ChosenPackage;
  onChange: (chosen: ChosenPackage | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const n = useAmounts();
  const amounts = useAmountTexts();
  const [busy, setBusy] = useState(false);
  const open = plan.days.filter((d) => d.status === 'available');
  const next = plan.days.find((d) => d.status === 'upcoming') ?? null;
  const countdown = useServerCountdown(open.length === 0 ? (next?.availableAt ?? null) : null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' }).format(new Date(iso));
  return (
    <section className={styles.plan} data-fortune-plan={plan.planId} data-complete={plan.isComplete}>
      <header className={styles.packHead}>
        <h3 className={styles.packName}>
          {t(`fortuneInvestment.packages.${plan.package.id}`, { defaultValue: plan.package.id })}
        </h3>
        <span className={styles.days}>{t('fortuneInvestment.days', { count: plan.package.days })}</span>
      </header>
      <ol className={styles.timeline} aria-label={t('fortuneInvestment.timeline')}>
        {plan.days.map((day) => (
          <li key={day.day} className={styles[day.status]} data-day={day.day} data-day-status={day.status}>
            <span className={styles.dayNo}>{t('fortuneInvestment.day', { day: day.day })}</span>
            <span className={styles.dayCoins}>{n(day.coins)}</span>
            <span className={styles.dayWhen} suppressHydrationWarning>
              {day.status === 'collected'
                ? t('fortuneInvestment.collected')
                : day.status === 'available'
                  ? t('fortuneInvestment.ready')
                  : date(day.availableAt)}
            </span>
          </li>
        ))}
      </ol>
      <dl className={styles.totals}>
        <div>
          <dt>{t('fortuneInvestment.collectedTotal')}</dt>
          <dd data-collected-coins={plan.collectedCoins}>{amounts.coins(plan.collectedCoins)}</dd>
        </div>
        <div>
          <dt>{t('fortuneInvestment.toCome')}</dt>
          <dd data-remaining-coins={plan.remainingCoins}>
            {amounts.coins(plan.remainingCoins)}
            {plan.remainingEntries > 0 ? ` + ${amounts.entries(plan.remainingEntries)}` : ''}
          </dd>
        </div>
      </dl>
      {plan.isComplete ? (
        <p className={styles.note}>{t('fortuneInvestment.complete')}</p>
      ) : open.length > 0 ? (
        <Button
          block
          disabled={busy}
          data-collect-fortune=""
          onClick={async () => {
            setBusy(true);
            try {
              const answer = await collectFortuneReturns();
              onChange(answer.data);
              if (answer.collected.days.length > 0)
                toast.success(
                  t('fortuneInvestment.collectedToast', { coins: amounts.coins(answer.collected.coins) }),
                );
            } catch (error) {
              const key = isHttpError(error) && error.code ? REFUSALS[error.code] : undefined;
              toast.error(key ? t(key) : t('fortuneInvestment.errors.failed'));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('fortuneInvestment.collect', { count: open.length })}
        </Button>
      ) : next ? (
        <p className={styles.note} suppressHydrationWarning>
          {t('fortuneInvestment.nextIn', { time: countdown.text })}
        </p>
      ) : null}
    </section>
  );
}

/** Fortune investment: the running plan (days collected, open and to come), else the packages to choose. */
export function FortuneInvestmentView() {
  const { t } = useTranslation();
  const { state, reload, setChosen } = useFortuneInvestment();
  if (state.status === 'loading')
    return <div className={styles.skeleton} role="status" aria-label={t('fortuneInvestment.loading')} />;
  if (state.status === 'error')
    return (
      <LoadFailed className={styles.empty} retry={t('fortuneInvestment.retry')} onRetry={reload}>
        {t('fortuneInvestment.failed')}
      </LoadFailed>
    );
  const { packages, chosen } = state.data;
  const running = chosen && !chosen.isComplete ? chosen : null;
  return (
    <div className={styles.view} data-fortune-investment="">
      {!packages.isActive && !running ? <p className={styles.note}>{t('fortuneInvestment.closed')}</p> : null}
      {running ? (
        <PlanView
          plan={running}
          onChange={(next) => {
            setChosen(next);
            reload();
          }}
        />
      ) : (
        <>
          <div className={styles.packs}>
            {packages.packages.map((pack) => (
              <PackageCard
                key={pack.id}
                pack={pack}
                canChoose={packages.canChoose}
                onChosen={(next) => {
                  setChosen(next);
                  reload();
                }}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
