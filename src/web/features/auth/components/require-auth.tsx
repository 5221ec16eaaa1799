import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../ui/spinner.tsx';
import { useSession } from '../api/get-session.ts';

/** Protected routes (spec §2): a spinner while auth loads, /login (remembering where the parent was) when signed out. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (!session.data) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
