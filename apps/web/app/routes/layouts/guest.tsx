import { Outlet } from 'react-router';
import { SiteShell } from '../../components/shell/site-shell.tsx';
import { useRootData } from '../../lib/root-data.ts';

/** Home and other guest-first pages: header and footer switch to their player variants once signed in. */
export default function GuestLayout() {
  const { appInit } = useRootData();
  return (
    <SiteShell player={appInit.isGuest ? null : appInit}>
      <Outlet />
    </SiteShell>
  );
}
