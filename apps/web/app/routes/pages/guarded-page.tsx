import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Route } from './+types/guarded-page';
import { type IconName } from '../../components/shell/icons.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader, Placeholder } from '../../components/shell/page.tsx';
import { stripLocale } from '../../i18n/locale.ts';

/** Guarded routes by path: message key and icon. One component serves them all until each gets its own. */
const PAGES: Record<string, { key: string; icon: IconName }> = {
  'change-password': { key: 'changePassword', icon: 'lock' },
  'complete-profile': { key: 'completeProfile', icon: 'user' },
  'email-edit': { key: 'emailEdit', icon: 'user' },
  'email-verify': { key: 'emailVerify', icon: 'check' },
  'phone-edit': { key: 'phoneEdit', icon: 'user' },
  'phone-verify': { key: 'phoneVerify', icon: 'check' },
  game: { key: 'game', icon: 'star' },
  'how-it-works': { key: 'howItWorks', icon: 'info' },
  'piggy-bank': { key: 'piggyBank', icon: 'coins' },
  promotions: { key: 'promotions', icon: 'gift' },
  referral: { key: 'referral', icon: 'heart' },
  tournaments: { key: 'tournaments', icon: 'trophy' },
  'tournaments/how-it-works': { key: 'tournamentsHowItWorks', icon: 'trophy' },
};

const pageFor = (pathname: string) =>
  PAGES[stripLocale(pathname).replace(/^\/+|\/+$/g, '')] ?? { key: 'promotions', icon: 'gift' as IconName };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, `pages.guarded.${pageFor(location.pathname).key}.title`);

export default function GuardedPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  return (
    <>
      <PageHeader
        eyebrow={t('pages.guarded.eyebrow')}
        title={t(`pages.guarded.${page.key}.title`)}
        lead={t(`pages.guarded.${page.key}.lead`)}
        icon={page.icon}
      />
      <PageBody narrow>
        <Placeholder
          icon={page.icon}
          title={t('pages.guarded.noteTitle')}
          text={t('pages.guarded.noteText')}
        />
      </PageBody>
    </>
  );
}
