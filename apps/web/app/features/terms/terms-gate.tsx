import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { closeModal, openModal } from '../../lib/modals/open-modal.ts';
import { useModalStore } from '../../lib/modals/modal-store.ts';
import { freezePage, logViewOnce, requirementsKey, shouldFreeze, TERMS_MODAL } from './freeze.ts';

const termsEntry = () => useModalStore.getState().stack.find((entry) => entry.name === TERMS_MODAL);

/**
 * The terms gate (spec §4): while a signed-in player has requirements, the page is frozen, the view is
 * logged once and the confirmation stays open; accepting clears the requirements (app init) and
 * everything unfreezes. Pages whose path contains a requirement's key (/page/terms) stay usable.
 */
export function TermsGate() {
  const { appInit } = useRootData();
  const { pathname } = useLocation();
  const requirements = useMemo(() => (appInit.isGuest ? [] : appInit.termsRequirement), [appInit]);
  const frozen = shouldFreeze(pathname, requirements);
  const key = frozen ? requirementsKey(requirements) : '';

  // Again on each path: a navigation may swap the layout, and with it the page root.
  useEffect(() => (frozen ? freezePage() : undefined), [frozen, pathname]);

  useEffect(() => {
    if (!key) return;
    // The API module (and its schemas) is fetched only for a player who has documents to accept.
    logViewOnce(key, () =>
      import('./terms-api.ts').then(({ postTermsLog }) => postTermsLog(requirements.map((r) => r.id))),
    );
  }, [key, requirements]);

  useEffect(() => {
    if (!key) {
      const entry = termsEntry();
      if (entry) closeModal(entry.id);
      return;
    }
    // Deferred: AppRoot updates the modal context (signed in, path) in an effect after this one.
    // Opening an open modal only updates its props, so a changed set of documents reaches it.
    const open = () => openModal(TERMS_MODAL, { requirements });
    let timer = setTimeout(open, 0);
    // Escape closes any dialog; this one comes straight back while the requirements stand.
    const unsubscribe = useModalStore.subscribe(() => {
      if (termsEntry()) return;
      clearTimeout(timer);
      timer = setTimeout(open, 0);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [key, requirements]);

  return null;
}
