import {
  WEB_PUSH_NOTICE_TEXTS,
  isLocale,
  type FeatureKey,
  type Locale,
  type PushMessage,
  type WebPushNotice,
  type WebPushPayload,
} from '@casino/contracts';

/** The engagement features whose new period is "your daily reward is ready". */
export const DAILY_REWARD_FEATURES: readonly FeatureKey[] = ['dailyLogin', 'dailyWheel', 'dailyChests'];

export interface NoticeOf {
  notice: WebPushNotice;
  /** Where a click goes (a path of the site, without the language prefix). */
  path: string;
  amount?: string;
}

/**
 * The realtime pushes that also go to a player's devices as a web push (docs/web-push.md, Feature notices).
 * Realtime pushes reach open pages only; these are the ones worth a notification when no page is open.
 */
export function playerNoticeOf(message: PushMessage): NoticeOf | null {
  switch (message.type) {
    case 'prizeDrops':
      return message.data.isWinner
        ? { notice: 'prizeDropWon', path: '/prize-drops/', amount: String(message.data.coins) }
        : null;
    case 'feature':
      return message.action === 'claimed' && message.data.key === 'tournament'
        ? { notice: 'tournamentEnded', path: '/tournaments/' }
        : null;
    case 'playerIdentityVerification':
      if (message.action === 'approved') return { notice: 'documentApproved', path: '/account/documents/' };
      if (message.action === 'rejected') return { notice: 'documentRejected', path: '/account/documents/' };
      return null;
    case 'playerVerification':
      if (message.action === 'redeem_success')
        return { notice: 'redeemApproved', path: '/account/redeem/', amount: String(message.data.amount) };
      if (message.action === 'redeem_failed')
        return { notice: 'redeemRejected', path: '/account/redeem/', amount: String(message.data.amount) };
      return null;
    case 'cashback':
      return message.action === 'rankLeagueCashbackPaid'
        ? { notice: 'cashbackPaidLate', path: '/account/history/' }
        : null;
    default:
      return null;
  }
}

/** A brand-wide push that is a notice for every subscribed player of the brand (a daily reward's new day). */
export function brandNoticeOf(message: PushMessage): NoticeOf | null {
  if (
    message.type === 'feature' &&
    (message.action === 'periodStarted' || message.action === 'started') &&
    DAILY_REWARD_FEATURES.includes(message.data.key)
  )
    return { notice: 'dailyReward', path: '/promotions/' };
  return null;
}

/** A site path in the player's language (Spanish pages live under /es). */
export const localizedPath = (path: string, locale: Locale) => (locale === 'en' ? path : `/${locale}${path}`);

/** The payload of a notice in the player's language. */
export function noticePayload(notice: NoticeOf, locale: string): WebPushPayload {
  const language: Locale = isLocale(locale) ? locale : 'en';
  const text = WEB_PUSH_NOTICE_TEXTS[language][notice.notice];
  const fill = (s: string) => s.replaceAll('{amount}', notice.amount ?? '');
  return {
    title: fill(text.title),
    body: fill(text.body),
    image: null,
    icon: '/favicon.svg',
    link: localizedPath(notice.path, language),
    data: { notice: notice.notice },
  };
}
