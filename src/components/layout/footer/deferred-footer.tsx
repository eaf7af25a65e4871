// The footer loads after the first render: it starts below the first screen (app.module.css) and
// only links. Until its code arrives, the footer the server prerendered stays as it was (read by
// the first render, before React's first commit replaces the page), so nothing moves; a page that
// was not prerendered has an empty footer meanwhile, and keeps it when the chunk cannot load.
import { lazy, Suspense } from 'react';

let kept: { className: string; innerHTML: string } | undefined;

function KeptFooter() {
  kept ??= (typeof document !== 'undefined' && document.querySelector('#root > div > footer')) || {
    className: '',
    innerHTML: '',
  };
  const { className, innerHTML } = kept;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered footer
  return <footer className={className} dangerouslySetInnerHTML={{ __html: innerHTML }} />;
}

const Footer = lazy(() =>
  import('./footer').then(
    (m) => ({ default: m.Footer }),
    () => ({ default: KeptFooter }),
  ),
);

export function DeferredFooter() {
  return (
    <Suspense fallback={<KeptFooter />}>
      <Footer />
    </Suspense>
  );
}
