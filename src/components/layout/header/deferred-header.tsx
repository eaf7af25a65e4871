// The header (./header.tsx, with the theme controls, icons and the lazy parts' loaders) is not in
// the entry: its chunk (one: vite.config.ts) is requested by the first render, like the footer's
// (requested as the entry ran, it sat on the way to /jobdetails's largest paint in Lighthouse's
// simulation of a slow phone). Until it is in, the header the server prerendered stays as it was
// (read by the first render, before React's first commit replaces the page), inert and marked
// busy, as the whole page was before the app ran: the stored theme is applied before the first
// paint (src/theme-init.js), and a stored session hides Sign in / Sign up (header.module.css). A
// page that was not prerendered has an empty header meanwhile. If the chunk cannot load (twice),
// the prerendered header stays, no longer inert: its links still work as plain links.
import { type ComponentType, lazy, Suspense, useState } from 'react';

let kept: { className: string; innerHTML: string } | undefined;

function KeptHeader({ busy }: { busy?: boolean }) {
  kept ??= (typeof document !== 'undefined' && document.querySelector('#root header')) || {
    className: '',
    innerHTML: '',
  };
  const { className, innerHTML } = kept;
  return (
    <header
      className={className}
      inert={busy}
      aria-busy={busy}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered header
      dangerouslySetInnerHTML={{ __html: innerHTML }}
    />
  );
}

let loaded: ComponentType | undefined;
const load = () =>
  import('./header').then((m) => {
    loaded = m.Header;
    return { default: m.Header };
  });
let loading: Promise<{ default: ComponentType }> | undefined;
/** The header's chunk, once: requested by the app's first render (tests/render.tsx: before it). */
export function loadHeader() {
  loading ??= load()
    .catch(load)
    .catch(() => ({ default: KeptHeader }));
  return loading;
}
const LazyHeader = lazy(loadHeader);

export function DeferredHeader() {
  // Chosen once per mount: a chunk already in renders at once, with no fallback, and the header
  // is not remounted (losing focus) when it arrives while another render is under way.
  const [Header] = useState(() => loaded ?? LazyHeader);
  return (
    <Suspense fallback={<KeptHeader busy />}>
      <Header />
    </Suspense>
  );
}
