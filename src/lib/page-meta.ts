import { useEffect } from 'react';
import type * as PageHead from '../shared/page-head';

/**
 * Sets the page's description meta while `item` (a role, an organisation) is shown, as the
 * server writes it (src/shared/page-head.ts), and puts the site's back when the page goes
 * (./page-description.ts). Both load when first needed: a first visit's page already has its
 * description from the server, so its first render carries only this (issue 28).
 * `describe` is a module-level function (a new one each render would run this each render).
 */
export function usePageDescription<T>(
  item: T | null,
  describe: (head: typeof PageHead, item: T) => string,
): void {
  useEffect(() => {
    if (!item) return;
    let undo: (() => void) | undefined | false;
    void import('./page-description').then((m) => {
      if (undo !== false) undo = m.showDescription(describe(m.head, item));
    });
    return () => {
      if (undo) undo();
      undo = false;
    };
  }, [item, describe]);
}
