import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useFeatureState } from '../../lib/engagement/use-engagement.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { amountText } from './amount.ts';
import { RANK_LEAGUE_MODALS } from './modal-names.ts';
import { fetchRankLeague } from './rank-league-api.ts';
import { rankName } from './rank-name.ts';

/**
 * The rank league outside its modal: the VIP bundle status behind the home banner (read for a signed-in
 * player while the league runs; `bannerOffer banner_offer_hide` hides it live), and toasts for a rank
 * reached, a cashback calculated (with a button to the league) and one paid late.
 */
/** The attribute the lobby's banners read (features/catalogue/lobby-view.tsx; a literal, see there). */
const VIP_BUNDLE_ATTRIBUTE = 'data-vip-bundle-on';
/** Shows or hides the lobby's VIP bundle banner. */
const setVipBundleVisible = (on: boolean) =>
  document.documentElement.toggleAttribute(VIP_BUNDLE_ATTRIBUTE, on);

export function RankLeagueRoot() {
  const { t, i18n } = useTranslation();
  const { appInit } = useRootData();
  const active = useFeatureState('rankLeague')?.isActive ?? false;
  const signedIn = !appInit.isGuest;

  const live = signedIn && active;
  const league = useApiQuery(['rank-league', 'info'], fetchRankLeague, { enabled: live });
  const vipBundleOn = live && league.state.status === 'ready' && league.state.data.vipBundle.isActive;
  useEffect(() => {
    setVipBundleVisible(vipBundleOn);
  }, [vipBundleOn]);

  // Hidden until the next read says otherwise (a rank reached reads again).
  usePush('bannerOffer', 'banner_offer_hide', () =>
    league.setData((info) => ({ ...info, vipBundle: { ...info.vipBundle, isActive: false } })),
  );
  usePush('rankLeague', 'rankUp', (data) => {
    const prize = amountText(t, i18n.language, data.prize);
    toast.success(t('rankLeague.toast.rankUp', { rank: rankName(t, data.name) }), {
      description: prize ? t('rankLeague.toast.rankUpPrize', { prize }) : undefined,
      action: { label: t('rankLeague.toast.open'), onClick: () => openModal(RANK_LEAGUE_MODALS.rankLeague) },
    });
    if (live) void league.reload();
  });
  usePush('cashback', 'rankLeagueCashbackCalculated', (data) => {
    toast.success(t('rankLeague.toast.cashback'), {
      description: amountText(t, i18n.language, data) ?? formatAmount(0, i18n.language),
      action: {
        label: t('rankLeague.cashback.collect'),
        onClick: () => openModal(RANK_LEAGUE_MODALS.rankLeague),
      },
    });
  });
  // Calculated after its window (the job was late): paid straight into the balance, and the player is told why.
  usePush('cashback', 'rankLeagueCashbackPaid', (data) => {
    toast.success(t('rankLeague.toast.cashbackPaidLate'), {
      description: amountText(t, i18n.language, data) ?? formatAmount(0, i18n.language),
    });
  });
  usePush('cashback', 'rankLeagueCashbackExpired', () => toast(t('rankLeague.toast.expired')));
  return null;
}
