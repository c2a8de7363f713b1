import { useTranslation } from '../../i18n/react.tsx';
import { redirect, useLocation } from 'react-router';
import { affiliateRedirect } from '@casino/contracts';
import type { Route } from './+types/affiliates';
import { cx } from '../../components/shell/cx.ts';
import { Icon, type IconName } from '../../components/shell/icons.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { localeFromPath, localizePath, stripLocale } from '../../i18n/locale.ts';
import { requestServicesContext } from '../../lib/server-context.ts';
import ui from '../../styles/ui.module.css';
import styles from '../../styles/pages/affiliates.module.css';

const isPartnersAccount = (pathname: string) =>
  stripLocale(pathname).startsWith('/affiliates/partners-account');

/** The affiliate step: a signed-in affiliate belongs on the partners account, everyone else here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Client navigations fetch loader data from `<path>.data?_routes=...`.
  const pathname = url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  const target = affiliateRedirect(pathname, await context.get(requestServicesContext).appInit());
  if (!target) return null;
  const search = url.searchParams.size ? `?${url.searchParams}` : '';
  throw redirect(localizePath(target, localeFromPath(pathname)) + search);
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    isPartnersAccount(location.pathname) ? 'pages.affiliates.partnersTitle' : 'pages.affiliates.title',
  );

const POINTS: Array<{ key: 'brand' | 'tools' | 'payouts'; icon: IconName }> = [
  { key: 'brand', icon: 'star' },
  { key: 'tools', icon: 'lobby' },
  { key: 'payouts', icon: 'coins' },
];

/** /affiliates and /affiliates/partners-account (the affiliate redirect step runs before either). */
export default function Affiliates() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const partners = isPartnersAccount(pathname);
  return (
    <>
      <PageHeader
        eyebrow={t('pages.affiliates.eyebrow')}
        title={t(partners ? 'pages.affiliates.partnersTitle' : 'pages.affiliates.title')}
        lead={t(partners ? 'pages.affiliates.partnersLead' : 'pages.affiliates.lead')}
        icon="user"
      />
      <PageBody>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point.key} className={cx(ui.card, styles.point)}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={point.icon} size={24} />
              </span>
              <h2 className={styles.title}>{t(`pages.affiliates.points.${point.key}.title`)}</h2>
              <p className={styles.text}>{t(`pages.affiliates.points.${point.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
