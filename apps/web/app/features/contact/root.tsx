import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAnyModalOpen, openModal, useIsAnyModalOpen } from '../../lib/modals/open-modal.ts';
import { useRootData } from '../../lib/root-data.ts';
import {
  readSessionFlag,
  sessionFlagKey,
  shouldAutoOpenEmailConfirm,
  writeSessionFlag,
} from './contact-state.ts';
import { EmailBanner } from './email-banner.tsx';

/** A moment after the page settles, so the page's own popups (query, terms) come first. */
export const EMAIL_CONFIRM_DELAY_MS = 1000;

/** Opens the email-confirm modal once per page session for players whose email is unconfirmed. */
function useAutoEmailConfirm() {
  const { appInit } = useRootData();
  const { pathname, search } = useLocation();
  const busy = useIsAnyModalOpen();
  useEffect(() => {
    if (busy) return;
    const key = sessionFlagKey('email-confirm-shown', appInit.login);
    if (!shouldAutoOpenEmailConfirm({ appInit, pathname, search, alreadyShown: readSessionFlag(key) }))
      return;
    const timer = window.setTimeout(() => {
      // Never on top of another modal: it waits for the stack to empty (this effect runs again then).
      if (isAnyModalOpen() || readSessionFlag(key)) return;
      writeSessionFlag(key);
      openModal('app-email-confirm');
    }, EMAIL_CONFIRM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [appInit, pathname, search, busy]);
}

/** What the contact confirmation keeps on screen everywhere: the email banner and the auto-opening modal. */
export function ContactConfirmRoot() {
  useAutoEmailConfirm();
  return <EmailBanner />;
}
