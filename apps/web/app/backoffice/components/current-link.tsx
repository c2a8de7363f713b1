import { Link, useLocation } from 'react-router';

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether `to` is the page at `pathname` (or, without `end`, one of its sub-pages), with or without a
 * trailing slash. React Router renders the server's HTML with the slash removed (`/backoffice/audit/` is
 * `/backoffice/audit` there) but the browser keeps it, and React does not repair attributes after
 * hydration: NavLink's exact match then stayed off on every page opened by its address.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = trim(pathname);
  const target = trim(to);
  return here === target || (!end && (target === '/' ? true : here.startsWith(`${target}/`)));
}

/** A link marked `aria-current="page"` on its page, the same on the server and in the browser. */
export function CurrentLink({
  to,
  end,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Link to={to} className={className} aria-current={isCurrentPath(pathname, to, end) ? 'page' : undefined}>
      {children}
    </Link>
  );
}
