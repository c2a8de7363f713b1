import type { Route } from './+types/signin';
import { pageMeta } from '../../components/shell/meta.ts';
import { LoginForm } from '../../features/auth/index.ts';
import { AuthPage, authPageLoader } from './auth-page.tsx';

export const loader = authPageLoader('signin');

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.signin.title');

export default function SignIn() {
  return <AuthPage kind="signin" form={(onSuccess) => <LoginForm hideSwitch onSuccess={onSuccess} />} />;
}
