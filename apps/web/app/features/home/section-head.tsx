import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import ui from '../../styles/ui.module.css';
import styles from './sections.module.css';

/**
 * A home section's eyebrow and title, with its link to all of it at the end of the line; `texts` names their
 * messages (`<texts>.eyebrow`, `.title`, `.all`).
 */
export function SectionHead({
  id,
  texts,
  to,
  heading: Heading = 'h2',
  className,
}: {
  /** The title's id, which names the section. */
  id: string;
  texts: 'home.categories' | 'home.promos';
  to: string;
  heading?: 'h2' | 'h3';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.sectionHead, className)}>
      <div>
        <p className={ui.eyebrow}>{t(`${texts}.eyebrow`)}</p>
        <Heading id={id} className={ui.sectionTitle}>
          {t(`${texts}.title`)}
        </Heading>
      </div>
      <AppLink to={to} className={styles.more}>
        {t(`${texts}.all`)}
        <Icon name="chevronRight" size={18} />
      </AppLink>
    </div>
  );
}
