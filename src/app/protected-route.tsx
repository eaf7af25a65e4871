// The guard of SPEC 2 / 6: a protected route needs a signed-in user with the route's role.
// Anyone else goes to /signin with the requested location (sign-in-redirect.tsx, loaded when
// someone is turned away: a first visit never is).
import type { ReactNode } from 'react';
import { lazyPage } from '../lib/lazy';
import type { Role } from '../shared/constants';
import { authState } from '../state/auth';
import { useSnapshot } from '../state/use-snapshot';

const SignInRedirect = lazyPage(() => import('./sign-in-redirect'));

export function ProtectedRoute({ role, children }: { role: Role; children: ReactNode }) {
  const auth = useSnapshot(authState);
  const allowed = Boolean(auth.token && auth.user && auth.user.role === role);
  return allowed ? children : <SignInRedirect />;
}
