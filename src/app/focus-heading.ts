// After a client-side navigation, focus the new page's h1 once it is rendered (WCAG 2.4.3: a
// screen reader hears the new page). Its own chunk: the first render needs none of it, so app.tsx
// imports it on the first navigation (issue 8) and then calls it on every one.

/** How long to wait for the new page's h1 (a lazy page still loading) before giving up. */
const FOCUS_WAIT_MS = 5000;

/** Focus the first rendered h1 of the layout's main, now or once it appears; `signal` stops it. */
export function focusHeading(signal: AbortSignal): void {
  const root = document.getElementById('main');
  if (!root || signal.aborted) return;
  const focus = () => {
    // Skip an h1 that is not rendered (the previous page, hidden while the next one loads).
    // checkVisibility where the browser has it (jsdom-like test DOMs too), else its layout boxes.
    const heading = Array.from(root.querySelectorAll<HTMLElement>('h1')).find((h) =>
      h.checkVisibility ? h.checkVisibility() : h.getClientRects().length > 0,
    );
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
    return document.activeElement === heading;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'hidden'],
  });
  const timer = setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(timer);
  });
}
