import {
  WEB_PUSH_NOTICE_TEXTS,
  isLocale,
  type FeatureKey,
  type Locale,
  type PushMessage,
  type RedeemStep,
  type WebPushNotice,
  type WebPushPayload,
} from '@casino/contracts';
import { featureModules, type NoticeOf } from '../engagement/feature-module.ts';

/** The other redeem steps a player hears of on their devices (approval and refusal have their own push). */
const REDEEM_STEP_NOTICES: Partial<Record<RedeemStep, WebPushNotice>> = {
  review: 'redeemInReview',
  sent: 'redeemSent',
  paid: 'redeemPaid',
  cancelled: 'redeemCancelled',
};

/** A feature's brand notice: its new period (or start) is "your daily reward is ready". */
export const dailyRewardNotice =
  (key: FeatureKey) =>
  (message: PushMessage): NoticeOf | null =>
    message.type === 'feature' &&
    (message.action === 'periodStarted' || message.action === 'started') &&
    message.data.key === key
      ? { notice: 'dailyReward', path: '/promotions/' }
      : null;

/** The first notice a feature module makes of a push. */
const featureNotice = (message: PushMessage, of: 'playerNotice' | 'brandNotice') => {
  for (const module of featureModules()) {
    const notice = module[of]?.(message);
    if (notice) return notice;
  }
  return null;
};

/**
 * The realtime pushes that also go to a player's devices as a web push (docs/web-push.md, Feature notices):
 * the features' (their modules say which) and the account's. Realtime pushes reach open pages only; these
 * are the ones worth a notification when no page is open.
 */
export function playerNoticeOf(message: PushMessage): NoticeOf | null {
  switch (message.type) {
    case 'playerIdentityVerification':
      if (message.action === 'approved') return { notice: 'documentApproved', path: '/account/documents/' };
      if (message.action === 'rejected') return { notice: 'documentRejected', path: '/account/documents/' };
      return null;
    case 'playerVerification':
      if (message.action === 'redeem_success')
        return { notice: 'redeemApproved', path: '/account/redeem/', amount: String(message.data.amount) };
      if (message.action === 'redeem_failed')
        return { notice: 'redeemRejected', path: '/account/redeem/', amount: String(message.data.amount) };
      if (message.action === 'redeem_step') {
        const notice = REDEEM_STEP_NOTICES[message.data.step];
        return notice ? { notice, path: '/account/redeem/', amount: String(message.data.amount) } : null;
      }
      return null;
    default:
      return featureNotice(message, 'playerNotice');
  }
}

/** A brand-wide push that is a notice for every subscribed player of the brand (a daily reward's new day). */
export const brandNoticeOf = (message: PushMessage): NoticeOf | null => featureNotice(message, 'brandNotice');

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
