import { useRouteLoaderData } from 'react-router';
import type { OperatorRole, Permission } from '@casino/contracts';

/** The route id of routes/backoffice/layout.tsx, whose loader reads the signed-in operator. */
export const BACKOFFICE_LAYOUT_ID = 'backoffice-layout';

/** What the back-office layout's loader returns. */
export interface BackofficeLayoutData {
  operator: {
    id: string;
    email: string;
    role: OperatorRole;
    permissions: Permission[];
    /** Signed in with a one-time password: the layout shows "Choose your password" instead of any screen. */
    passwordChangeRequired: boolean;
  } | null;
}

export interface SignedInOperator {
  id: string;
  email: string;
  role: OperatorRole;
  /** The role's permissions, as the server listed them. */
  permissions: Permission[];
  passwordChangeRequired: boolean;
  /** Whether the role has `permission` (to hide what the server would refuse). */
  can: (permission: Permission) => boolean;
}

/**
 * The signed-in operator of a back-office screen. Every screen but sign-in renders only with an operator
 * (the layout redirects otherwise), so this throws where there is none.
 */
export function useOperator(): SignedInOperator {
  const operator = useOptionalOperator();
  if (!operator) throw new Error('useOperator() outside a signed-in back-office screen');
  return operator;
}

/** The operator, or null on the sign-in screen. */
export function useOptionalOperator(): SignedInOperator | null {
  const data = useRouteLoaderData<BackofficeLayoutData>(BACKOFFICE_LAYOUT_ID);
  const operator = data?.operator;
  if (!operator) return null;
  return { ...operator, can: (permission) => operator.permissions.includes(permission) };
}
