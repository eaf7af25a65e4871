// The error screens of SPEC 2 and 8: /401, /403, /500 and the catch-all not-found page, one
// component on the router's catch-all route: the screen is the one whose path (paths.unauthorized,
// .forbidden, .error) is the location, else not found. Keyed by screen, so going from one error
// screen to another starts the new one afresh (its toggle at light), as separate pages would.
// A lazy page like the others; its chunk also gives the route error boundary its hero
// (src/app/error-boundary.tsx loads it after the first render): one chunk for every error screen.
import { useLocation } from 'wouter';
import { ErrorHero } from '../../components/layout/error-hero/error-hero';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/title';
import { ERROR_SCREENS } from '../../shared/texts/error-screens';

export { ErrorHero };

type Screen = keyof typeof ERROR_SCREENS;

export default function ErrorPage() {
  const [location] = useLocation();
  const screen =
    (Object.keys(ERROR_SCREENS) as Screen[]).find(
      (key) => (paths as Record<string, string>)[key] === location,
    ) ?? 'notFound';
  const { title, message } = ERROR_SCREENS[screen];
  usePageTitle(title);
  return <ErrorHero key={screen} title={title} message={message} />;
}
