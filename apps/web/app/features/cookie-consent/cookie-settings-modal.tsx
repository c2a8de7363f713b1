import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/form/switch.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { toast } from '../../components/ui/toast.ts';
import {
  COOKIE_CATEGORIES,
  readConsent,
  writeConsent,
  type CookieId,
  type OptionalCookieId,
} from '../../lib/consent/cookie-consent.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import styles from './cookie-consent.module.css';

function initialChoice(): Record<OptionalCookieId, boolean> {
  const record = readConsent();
  // Before the first answer nothing optional is pre-ticked: consent has to be an action.
  const on = (id: OptionalCookieId) => record.given && record.enabled.includes(id);
  return Object.fromEntries(COOKIE_CATEGORIES.optional.map((id) => [id, on(id)])) as Record<
    OptionalCookieId,
    boolean
  >;
}

export default function CookieSettingsModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(initialChoice);

  const save = () => {
    const enabled: CookieId[] = [
      ...COOKIE_CATEGORIES.necessary,
      ...COOKIE_CATEGORIES.optional.filter((id) => choice[id]),
    ];
    writeConsent(enabled);
    close();
    toast.success(t('cookieConsent.settings.saved'));
  };

  return (
    <ModalFrame
      title={t('cookieConsent.settings.title')}
      footer={
        <Button block onClick={save}>
          {t('cookieConsent.settings.save')}
        </Button>
      }
    >
      <p className={styles.intro}>
        {t('cookieConsent.settings.intro')}{' '}
        <Button variant="link" onClick={() => openModal('cookie-policy')}>
          {t('cookieConsent.settings.policyLink')}
        </Button>
      </p>
      <ul className={styles.categories}>
        {COOKIE_CATEGORIES.necessary.map((id) => (
          <CategoryRow key={id} id={id} checked disabled note={t('cookieConsent.settings.alwaysOn')} />
        ))}
        {COOKIE_CATEGORIES.optional.map((id) => (
          <CategoryRow
            key={id}
            id={id}
            checked={choice[id]}
            onCheckedChange={(checked) => setChoice((current) => ({ ...current, [id]: checked }))}
          />
        ))}
      </ul>
    </ModalFrame>
  );
}

function CategoryRow({
  id,
  checked,
  disabled,
  note,
  onCheckedChange,
}: {
  id: CookieId;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <li className={styles.category} data-cookie-category={id}>
      <div className={styles.categoryText}>
        <span id={titleId} className={styles.categoryTitle}>
          {t(`cookieConsent.settings.${id}.title`)}
          {note ? <span className={styles.note}>{note}</span> : null}
        </span>
        <span id={textId} className={styles.categoryDescription}>
          {t(`cookieConsent.settings.${id}.text`)}
        </span>
      </div>
      <Switch
        checked={checked}
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={textId}
        {...(onCheckedChange ? { onCheckedChange } : {})}
      />
    </li>
  );
}
