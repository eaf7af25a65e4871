// The guard's way out (protected-route.tsx): to /signin, replacing the history entry, with the
// requested location in `from` so sign-in can return there (only same-origin paths are ever
// used: return-path.ts). Its own chunk: only a visitor turned away loads it.
import { Redirect, useLocation, useSearch } from 'wouter';
import { signInPathFor } from '../lib/return-path';

export default function SignInRedirect() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={signInPathFor(`${location}${search ? `?${search}` : ''}`)} replace />;
}
