import { FeatureList } from '../../backoffice/features/feature-list.tsx';
import { useOperator } from '../../backoffice/use-operator.ts';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/queues/queues.module.css';

export const handle: BackofficeHandle = { permission: 'features.read' };

export function meta() {
  return [{ title: 'Engagement features · Back-office' }];
}

/** The engagement features per brand (features.read; changing them needs features.manage). */
export default function BackofficeFeaturesPage() {
  const operator = useOperator();
  return (
    <div className={`${styles.stack} ${own.page}`}>
      <div className={styles.pageHeader}>
        <h1>Engagement features</h1>
        <span className={styles.muted}>Per brand, in the order players see them</span>
      </div>
      <FeatureList canManage={operator.can('features.manage')} />
    </div>
  );
}
