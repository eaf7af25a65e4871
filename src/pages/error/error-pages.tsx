// The error screens of SPEC 2 and 8: /401, /403, /500 and the catch-all not-found page.
import { ErrorHero } from '../../components/layout/error-hero/error-hero';
import { usePageTitle } from '../../lib/title';
import { ERROR_SCREENS } from '../../shared/texts/shell';

type Screen = keyof typeof ERROR_SCREENS;

function ErrorScreen({ screen }: { screen: Screen }) {
  const { title, message } = ERROR_SCREENS[screen];
  usePageTitle(title);
  return <ErrorHero title={title} message={message} />;
}

export function UnauthorizedPage() {
  return <ErrorScreen screen="unauthorized" />;
}

export function ForbiddenPage() {
  return <ErrorScreen screen="forbidden" />;
}

export function ServerErrorPage() {
  return <ErrorScreen screen="error" />;
}

export function NotFoundPage() {
  return <ErrorScreen screen="notFound" />;
}
