import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import type { MoneyBoxInfo } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { PiggyArt } from './piggy-art.tsx';
import { useFill } from './use-fill.ts';
import styles from './piggy-bank.module.css';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';

/** The cashier's page of a promo offer, opened from the piggy bank. */
const cashPromoOffer = (presetId: number, pathname: string) =>
  `${localizePath(`/cash/deposit-by-money/${presetId}/promoOffer/`, localeFromPath(pathname))}?location=piggy-bank`;

/**
 * The piggy bank: the pig filling up (3,000 ms after each saving), the amount against the minimum and the
 * maximum, why it can or cannot be broken yet, the button that buys its offer in the cashier, how it works
 * and the games that fill it. Every number is the server's.
 */
export function PiggyBankView({ info, onNavigate }: { info: MoneyBoxInfo; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { shown, filling } = useFill(info.moneyBoxAmount);
  const wait = useServerCountdown(info.canBreak ? null : info.availableTimeToBreak);
  const waiting = info.availableTimeToBreak !== null && !info.canBreak && !wait.finished;
  const amounts = useAmountTexts();
  const offer = info.promoOffersPresets[0] ?? null;
  const level = info.maxAmount > 0 ? shown / info.maxAmount : 0;
  const minAt = info.maxAmount > 0 ? Math.min(100, (info.minAmount / info.maxAmount) * 100) : 0;
  const status =
    info.status === 'inactive'
      ? t('piggyBank.status.inactive')
      : waiting
        ? t('piggyBank.status.waiting', { time: wait.text })
        : info.status === 'full'
          ? t('piggyBank.status.full')
          : info.canBreak
            ? t('piggyBank.status.ready')
            : t('piggyBank.status.collecting', {
                amount: amounts.coins(Math.max(0, info.minAmount - info.moneyBoxAmount)),
              });

  return (
    <div className={styles.view} data-piggy-bank="" data-status={info.status} data-can-break={info.canBreak}>
      <div className={styles.stage}>
        <PiggyArt level={level} filling={filling} />
        <p className={styles.amount}>
          <strong data-piggy-amount={info.moneyBoxAmount}>{formatAmount(shown, i18n.language)}</strong>
          <span>{t('piggyBank.of', { max: amounts.coins(info.maxAmount) })}</span>
        </p>
      </div>
      <ProgressBar
        className={styles.bar}
        fillClassName={styles.barFill}
        value={info.moneyBoxAmount}
        max={info.maxAmount}
        percent={Math.min(100, level * 100)}
        label={t('piggyBank.progress')}
      >
        <span className={styles.minMark} style={{ left: `${minAt}%` }} />
      </ProgressBar>
      <p className={styles.scale}>
        <span>{t('piggyBank.min', { amount: amounts.coins(info.minAmount) })}</span>
        <span>{t('piggyBank.max', { amount: amounts.coins(info.maxAmount) })}</span>
      </p>
      <p
        className={info.canBreak ? styles.statusReady : styles.status}
        role="status"
        suppressHydrationWarning
      >
        {status}
      </p>
      {offer ? (
        <div className={styles.offer}>
          <Button
            block
            disabled={!info.canBreak || !offer.isAvailable}
            data-break-piggy={offer.id}
            onClick={() => {
              onNavigate?.();
              void navigate(cashPromoOffer(offer.id, pathname));
            }}
          >
            {t('piggyBank.break', {
              price: amounts.money(offer.price),
            })}
          </Button>
          <p className={styles.offerNote}>
            {t('piggyBank.offerNote', {
              saved: amounts.coins(info.moneyBoxAmount),
              prize: amounts.prize(offer),
            })}
          </p>
        </div>
      ) : null}
      <h3 className={styles.heading}>{t('piggyBank.how.title')}</h3>
      <ol className={styles.steps}>
        <li>{t('piggyBank.how.save', { share: info.sharePercent })}</li>
        <li>
          {t('piggyBank.how.ready', {
            min: amounts.coins(info.minAmount),
            max: amounts.coins(info.maxAmount),
          })}
        </li>
        <li>{t('piggyBank.how.break')}</li>
      </ol>
      {info.games.length > 0 ? (
        <>
          <h3 className={styles.heading}>{t('piggyBank.games')}</h3>
          <ul className={styles.games}>
            {info.games.map((game) => (
              <li key={game.slug}>
                <AppLink to={game.link} data-piggy-game={game.slug} onClick={() => onNavigate?.()}>
                  {game.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.offerNote}>{t('piggyBank.allGames')}</p>
      )}
    </div>
  );
}

/** Loading and failure around the view, for the page and the modal. */
export function PiggyBankState({
  status,
  retry,
}: {
  status: 'idle' | 'loading' | 'ready' | 'error';
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'error')
    return (
      <LoadFailed className={styles.empty} retry={t('piggyBank.retry')} onRetry={retry}>
        {t('piggyBank.failed')}
      </LoadFailed>
    );
  return <div className={styles.skeleton} role="status" aria-label={t('piggyBank.loading')} />;
}
