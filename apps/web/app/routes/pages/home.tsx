import type { Route } from './+types/home';
import { pageMeta } from '../../components/shell/meta.ts';
import { HomePage } from '../../features/home/home-page.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.meta.home');

export default function Home() {
  return <HomePage />;
}
