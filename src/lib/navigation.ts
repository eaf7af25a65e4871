// Navigation outside React (the HTTP client, session checks). The app installs wouter's
// navigate at start; tests install the memory location's. Defaults use the browser location.
import { navigate as browserNavigate } from 'wouter/use-browser-location';

export type Navigator = {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  back: () => void;
  /** The current path with its query string, e.g. '/apply/12?x=1'. */
  current: () => string;
};

const browserNavigator: Navigator = {
  navigate: (to, options) => browserNavigate(to, options),
  back: () => window.history.back(),
  current: () => `${window.location.pathname}${window.location.search}`,
};

let active: Navigator = browserNavigator;

export function setNavigator(next: Navigator | null): void {
  active = next ?? browserNavigator;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  active.navigate(to, options);
}

export function goBack(): void {
  active.back();
}

export function currentLocation(): string {
  return active.current();
}
