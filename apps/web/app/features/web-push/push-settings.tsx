import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Switch } from '../../components/ui/form/switch.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchWebPushKey, fetchWebPushPreferences, saveWebPushPreferences } from './web-push-api.ts';
import { isWebPushSupported, setupWebPush } from './web-push-setup.ts';

type DeviceState = 'unknown' | 'on' | 'off' | 'blocked' | 'unsupported';

async function deviceState(): Promise<DeviceState> {
  if (!isWebPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * The account's push rows: this device's notifications (turned on here with a click, which is also the
 * permission prompt's user gesture) and the marketing choice, off until the player turns it on.
 */
export function PushSettings({
  styles,
}: {
  /** The account page's row classes (features do not import route styles). */
  styles: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const { brand } = useRootData();
  const marketingId = useId();
  const [device, setDevice] = useState<DeviceState>('unknown');
  const prefs = useApiQuery(['web-push', 'preferences'], fetchWebPushPreferences);
  // Preferences that did not load show the choice off (the default), still open to turn on.
  const marketing =
    prefs.state.status === 'loading' ? null : prefs.state.status === 'ready' && prefs.state.data.marketing;
  const [busy, setBusy] = useState(false);

  // This browser's subscription, not server data.
  useEffect(() => void deviceState().then(setDevice), []);

  const badge =
    device === 'on' ? (
      <span className={styles.badge} data-ok="true">
        {t('webPush.on')}
      </span>
    ) : device === 'off' ? (
      <button
        type="button"
        className={styles.badge}
        data-ok="false"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void setupWebPush({ publicKey: fetchWebPushKey, ask: true })
            .then(() => deviceState())
            .then(setDevice)
            .finally(() => setBusy(false));
        }}
      >
        {t('webPush.turnOn')}
      </button>
    ) : device === 'unknown' ? null : (
      <span className={styles.badge} data-ok="false">
        {t(device === 'blocked' ? 'webPush.blocked' : 'webPush.unsupported')}
      </span>
    );

  return (
    <>
      <li className={styles.row} data-push-device={device}>
        <div className={styles.rowText}>
          <span className={styles.rowValue}>{t('webPush.title')}</span>
          <span className={styles.rowLabel}>
            {device === 'blocked' ? t('webPush.blockedText') : t('webPush.text', { appName: brand.appName })}
          </span>
        </div>
        {badge}
      </li>
      <li className={styles.row}>
        <div className={styles.rowText}>
          <span className={styles.rowValue} id={marketingId}>
            {t('webPush.marketingTitle')}
          </span>
          <span className={styles.rowLabel}>{t('webPush.marketingText', { appName: brand.appName })}</span>
        </div>
        <Switch
          aria-labelledby={marketingId}
          checked={marketing ?? false}
          disabled={marketing === null || busy}
          onCheckedChange={(next) => {
            setBusy(true);
            saveWebPushPreferences({ marketing: next })
              .then((saved) => {
                prefs.setData(saved);
                toast.success(t('webPush.saved'));
              })
              .catch(() => toast.error(t('webPush.failed')))
              .finally(() => setBusy(false));
          }}
        />
      </li>
    </>
  );
}
