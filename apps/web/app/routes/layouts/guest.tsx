import { Outlet } from 'react-router';
import { SiteShell } from '../../components/shell/site-shell.tsx';
import { siteShellSlots } from '../../composition/shell-slots.tsx';
import { useRootData } from '../../lib/root-data.ts';

/** Home and other guest-first pages: header and footer switch to their player variants once signed in. */
export default function GuestLayout() {
  const { player, locale } = useRootData();
  return (
    <SiteShell player={player} slots={siteShellSlots(player, locale)}>
      <Outlet />
    </SiteShell>
  );
}
