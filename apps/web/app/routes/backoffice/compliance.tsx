import { ComplianceScreen } from '../../backoffice/catalogue/compliance-screen.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';

export const handle: BackofficeHandle = { permission: 'compliance.read' };

export function meta() {
  return [{ title: 'Compliance rules · Back-office' }];
}

export default function BackofficeComplianceScreen() {
  return <ComplianceScreen />;
}
