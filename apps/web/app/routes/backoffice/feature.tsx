import { useParams } from 'react-router';
import { FeatureEditor } from '../../backoffice/features/feature-form.tsx';
import { useOperator } from '../../backoffice/use-operator.ts';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/queues/queues.module.css';

export const handle: BackofficeHandle = { permission: 'features.read' };

export function meta() {
  return [{ title: 'Feature · Back-office' }];
}

/** One brand's feature: its settings, and the form that changes them (features.manage). */
export default function BackofficeFeaturePage() {
  const { brand = '', key = '' } = useParams();
  const operator = useOperator();
  return (
    <div className={`${styles.stack} ${own.page}`}>
      <div className={styles.pageHeader}>
        <h1>
          {key} <span className={styles.muted}>on {brand}</span>
        </h1>
      </div>
      <FeatureEditor brand={brand} featureKey={key} canManage={operator.can('features.manage')} />
    </div>
  );
}
