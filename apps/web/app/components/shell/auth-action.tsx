import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { openModal } from '../../lib/modals/open-modal.ts';
import { AppLink } from './app-link.tsx';
import { useRootData } from '../../lib/root-data.ts';

export type AuthKind = 'signin' | 'signup';

const MODAL: Record<AuthKind, string> = { signin: 'login', signup: 'register' };

/**
 * Sign in / Sign up: a page on brands with an auth page, a modal elsewhere. The modal variant is still
 * a real link (?openModal=…), so it works before hydration and opens in a new tab.
 */
export function AuthAction({
  kind,
  className,
  children,
  onNavigate,
  'aria-label': ariaLabel,
}: {
  kind: AuthKind;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  'aria-label'?: string;
}) {
  const { brand } = useRootData();
  const { pathname } = useLocation();
  if (brand.capabilities.authPage) {
    return (
      <AppLink
        to={kind === 'signin' ? '/signin/' : '/signup/'}
        className={className}
        onClick={onNavigate}
        aria-label={ariaLabel}
        data-auth={kind}
      >
        {children}
      </AppLink>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    openModal(MODAL[kind]);
  };
  return (
    <a
      href={`${pathname}?openModal=${MODAL[kind]}`}
      className={className}
      onClick={open}
      aria-label={ariaLabel}
      aria-haspopup="dialog"
      data-auth={kind}
    >
      {children}
    </a>
  );
}
