import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AppInit } from '@casino/contracts';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { whenIdle } from '../../lib/idle.ts';
import type { ShellSlots } from './shell-slots.ts';
import styles from './site-shell.module.css';

// The side sheet (and Radix with it) is a chunk of its own: fetched once the page is idle or on the first open.
const loadSiteMenu = () => import('./site-menu.tsx').then((module) => module.SiteMenu);
type SiteMenuComponent = Awaited<ReturnType<typeof loadSiteMenu>>;

/** Header, page, footer and the phone tab bar: the frame of the guest and default layouts. */
export function SiteShell({
  player,
  slots,
  children,
}: {
  player: AppInit | null;
  slots: ShellSlots;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted closed as soon as its chunk is here, without React.lazy: a lazy component suspends on its first
  // render even with its chunk loaded, and React commits a suspended tree's retry up to 300 ms later, so a
  // player's first tap painted after that wait (632 ms at 4× CPU). Mounted, the tap renders the open sheet at once.
  const [SiteMenu, setSiteMenu] = useState<SiteMenuComponent | null>(null);
  const loadMenu = useCallback(() => void loadSiteMenu().then((menu) => setSiteMenu(() => menu)), []);
  useEffect(() => whenIdle(loadMenu), [loadMenu]);
  const { pathname } = useLocation();
  // Any navigation closes the menu, including browser back.
  useEffect(() => setMenuOpen(false), [pathname]);
  const openMenu = () => {
    if (!SiteMenu) loadMenu();
    setMenuOpen(true);
  };

  return (
    <div className={styles.shell}>
      <Header player={player} slots={slots} onOpenMenu={openMenu} menuOpen={menuOpen} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer player={player} />
      <BottomBar player={player} slots={slots} onOpenMenu={openMenu} menuOpen={menuOpen} />
      {SiteMenu ? (
        <SiteMenu open={menuOpen} onOpenChange={setMenuOpen} player={player} slots={slots} />
      ) : null}
    </div>
  );
}
