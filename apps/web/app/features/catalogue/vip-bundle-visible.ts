import { useSyncExternalStore } from 'react';

/**
 * Set on the document element by the rank league while the player's VIP bundle status is on (spec §6); a
 * literal, not an import, so the guest's first load gets no extra chunk (rank-league-root.tsx sets it).
 */
const VIP_BUNDLE_ATTRIBUTE = 'data-vip-bundle-on';

const onVipBundleChange = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [VIP_BUNDLE_ATTRIBUTE] });
  return () => observer.disconnect();
};
/** Whether the player's VIP bundle status is on (set by the rank league on the document element). */
export const useVipBundleVisible = () =>
  useSyncExternalStore(
    onVipBundleChange,
    () => document.documentElement.hasAttribute(VIP_BUNDLE_ATTRIBUTE),
    () => false,
  );
