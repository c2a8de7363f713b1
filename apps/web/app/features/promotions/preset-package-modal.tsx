import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { pickText, type PresetPackage } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { localeFromPath } from '../../i18n/locale.ts';
import { getModalContext } from '../../lib/modals/modal-context.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { cashPresetPath } from '../../lib/cash-paths.ts';
import { OfferValue } from '../../components/promotion-card/offer-card.tsx';
import styles from './promo-offers.module.css';

/** The preset package popup (bonus offer): app init's popupPresetPackage with a buy button. */
export default function PresetPackageModal({
  presetPackage,
  close,
}: ModalComponentProps<{ presetPackage?: PresetPackage }>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const offer = presetPackage ?? getModalContext().appInit?.popupPresetPackage ?? null;
  return (
    <ModalFrame title={t('promotions.popups.preset.title')} size="sm">
      <div className={styles.body} data-preset-package={offer?.id ?? ''}>
        {offer ? (
          <>
            <p className={styles.lead}>{t('promotions.popups.preset.lead')}</p>
            <div className={styles.offer}>
              {offer.badgeLabel ? (
                <span className={styles.badge}>{pickText(offer.badgeLabel, i18n.language)}</span>
              ) : null}
              <OfferValue offer={offer} />
            </div>
            <Button
              block
              onClick={() => {
                close();
                void navigate(cashPresetPath(offer.id, localeFromPath(pathname)));
              }}
            >
              {t('promotions.offer.buy')}
            </Button>
          </>
        ) : (
          <p className={styles.lead}>{t('promotions.popups.preset.none')}</p>
        )}
      </div>
    </ModalFrame>
  );
}
