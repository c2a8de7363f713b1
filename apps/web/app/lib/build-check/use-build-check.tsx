import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { BuildCheckOptions } from './build-check.ts';

export const BUILD_UPDATE_TOAST_ID = 'platform-build-update';

type TranslateFn = (key: string) => string;

/** The persistent "new build" toast; it stays until the person picks refresh or dismiss. */
function showBuildUpdateToast(t: TranslateFn, reload: () => void): void {
  toast(t('platform.update.available'), {
    id: BUILD_UPDATE_TOAST_ID,
    duration: Infinity,
    action: { label: t('platform.update.refresh'), onClick: reload },
    cancel: { label: t('platform.update.dismiss'), onClick: () => toast.dismiss(BUILD_UPDATE_TOAST_ID) },
  });
}

/**
 * Root-level hook: checks for a newer build after idle and then hourly, and shows the update toast once.
 * Needs a sonner `<Toaster />` mounted somewhere in the tree.
 */
export function useBuildCheck(
  runningBuildId?: string | null,
  options: Pick<BuildCheckOptions, 'fetchLatest' | 'intervalMs' | 'firstCheckDelayMs' | 'connection'> = {},
): void {
  const { t } = useTranslation();
  // Refs so a new `t` (language switch) or options object does not restart the timers.
  const tRef = useRef<TranslateFn>(t);
  const optionsRef = useRef(options);
  useEffect(() => {
    tRef.current = t;
    optionsRef.current = options;
  });

  // The check runs after idle and then hourly: its code loads with it, not with the first page.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./build-check.ts').then(({ reloadPage, resolveRunningBuildId, startBuildCheck }) => {
      if (stopped) return;
      stop = startBuildCheck({
        ...optionsRef.current,
        runningBuildId: resolveRunningBuildId(runningBuildId),
        onUpdate: () =>
          showBuildUpdateToast(
            (key) => tRef.current(key),
            () => reloadPage({ force: true }),
          ),
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [runningBuildId]);
}
