import { Outlet } from 'react-router';
import { SiteShell } from '../../components/shell/site-shell.tsx';
import { useRootData } from '../../lib/root-data.ts';

/** The logged-in site's frame; guests see the same pages with the guest header and footer. */
export default function DefaultLayout() {
  const { appInit } = useRootData();
  return (
    <SiteShell player={appInit.isGuest ? null : appInit}>
      <Outlet />
    </SiteShell>
  );
}
