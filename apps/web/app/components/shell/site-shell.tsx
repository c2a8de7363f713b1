import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AppInit } from '@casino/contracts';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SiteMenu } from './site-menu.tsx';
import type { ShellSlots } from './shell-slots.ts';
import styles from './site-shell.module.css';

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
  const { pathname } = useLocation();
  // Any navigation closes the menu, including browser back.
  useEffect(() => setMenuOpen(false), [pathname]);
  const openMenu = () => setMenuOpen(true);

  return (
    <div className={styles.shell}>
      <Header player={player} slots={slots} onOpenMenu={openMenu} menuOpen={menuOpen} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer player={player} />
      <BottomBar player={player} slots={slots} onOpenMenu={openMenu} menuOpen={menuOpen} />
      <SiteMenu open={menuOpen} onOpenChange={setMenuOpen} player={player} slots={slots} />
    </div>
  );
}
