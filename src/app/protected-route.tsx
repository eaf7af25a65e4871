// The guard of SPEC 2 / 6: a protected route needs a signed-in user with the route's role.
// Anyone else goes to /signin, replacing the history entry, with the requested location in
// `from` so sign-in can return there (only same-origin paths are ever used: return-path.ts).
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { signInPathFor } from '../lib/return-path';
import type { Role } from '../shared/constants';
import { authState } from '../state/auth';
import { useSnapshot } from '../state/use-snapshot';

export function ProtectedRoute({
  role,
  children,
}: {
  /** The role, or any of the roles (/account: coaches and organisation users). */
  role: Role | readonly Role[];
  children: ReactNode;
}) {
  const auth = useSnapshot(authState);
  const [location] = useLocation();
  const search = useSearch();
  const allowed = Boolean(
    auth.token &&
      auth.user &&
      (typeof role === 'string' ? auth.user.role === role : role.includes(auth.user.role)),
  );
  if (!allowed) {
    return <Redirect to={signInPathFor(`${location}${search ? `?${search}` : ''}`)} replace />;
  }
  return <>{children}</>;
}
