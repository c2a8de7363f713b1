import { Outlet } from 'react-router';
import { SiteShell } from '../../components/shell/site-shell.tsx';
import { useShell } from '../../components/shell/use-shell.ts';

/** The logged-in site's frame; guests see the same pages with the guest header and footer. */
export default function DefaultLayout() {
  const { appInit } = useShell();
  return (
    <SiteShell player={appInit.isGuest ? null : appInit}>
      <Outlet />
    </SiteShell>
  );
}
