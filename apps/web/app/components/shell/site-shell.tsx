import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AppInit } from '@casino/contracts';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SiteMenu } from './site-menu.tsx';
import styles from './site-shell.module.css';

/** Header, page, footer and the phone tab bar: the frame of the guest and default layouts. */
export function SiteShell({ player, children }: { player: AppInit | null; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Any navigation closes the menu, including browser back.
  useEffect(() => setMenuOpen(false), [pathname]);
  const openMenu = () => setMenuOpen(true);

  return (
    <div className={styles.shell}>
      <Header player={player} onOpenMenu={openMenu} menuOpen={menuOpen} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer player={player} />
      <BottomBar player={player} onOpenMenu={openMenu} menuOpen={menuOpen} />
      <SiteMenu open={menuOpen} onOpenChange={setMenuOpen} player={player} />
    </div>
  );
}
