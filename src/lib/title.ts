import { useEffect } from 'react';
import { BRAND } from '../shared/texts/shell';

/** 'Job search' -> 'Job search · Touchline'; no name -> 'Touchline' (WCAG 2.4.2). */
export function pageTitle(name?: string | null): string {
  return name ? `${name} · ${BRAND}` : BRAND;
}

/** Sets the window title while the page is shown. */
export function usePageTitle(name?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
