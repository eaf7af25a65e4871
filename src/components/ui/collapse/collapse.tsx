// Collapse: the region of an APG "disclosure" (the trigger sets aria-expanded/aria-controls to
// this id). Height animates over durationMs (default FILTERS_TRANSITION_MS, 400 ms; the transition
// and overflow are inline styles while it moves: no style sheet to load with it); instant under
// prefers-reduced-motion. Closed content is `hidden` (and inert while closing), so it cannot be
// focused or read. With `appear`, a Collapse mounted open animates open too (content that arrives
// on demand, e.g. the search hero's Filters panel, loaded when the visitor first opens it).
// While it moves the region clips its content with `overflow: clip`, not `hidden`: a field
// focused inside (a click on the Filters panel's Interests during its opening) cannot scroll
// the still-short region, so nothing jumps and the click lands where it was aimed.
import { type ComponentProps, useLayoutEffect, useRef, useState } from 'react';
import { FILTERS_TRANSITION_MS } from '../../../shared/constants';

export type CollapseProps = ComponentProps<'div'> & {
  open: boolean;
  durationMs?: number;
  /** Mounted open: animate the opening (default: shown open at once). */
  appear?: boolean;
};

type Phase = 'open' | 'opening' | 'closing' | 'closed';

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export function Collapse({
  open,
  durationMs = FILTERS_TRANSITION_MS,
  appear,
  className,
  style,
  children,
  ref,
  ...props
}: CollapseProps) {
  const inner = useRef<HTMLDivElement | null>(null);
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  // The first run animates only an `appear`ing open Collapse.
  const first = useRef(!(appear && open));

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = inner.current;
    if (!el) return;
    if (durationMs <= 0 || prefersReducedMotion()) {
      el.style.height = '';
      setPhase(open ? 'open' : 'closed');
      return;
    }
    el.hidden = false;
    const from = open ? 0 : el.scrollHeight;
    el.style.height = `${from}px`;
    el.getBoundingClientRect(); // force a reflow so the height transition starts from `from`
    el.style.height = open ? `${el.scrollHeight}px` : '0px';
    setPhase(open ? 'opening' : 'closing');
    const timer = setTimeout(() => {
      el.style.height = '';
      setPhase(open ? 'open' : 'closed');
    }, durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);

  return (
    <div
      ref={(node) => {
        inner.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      className={className}
      data-state={phase}
      hidden={phase === 'closed'}
      inert={!open}
      style={
        phase === 'opening' || phase === 'closing'
          ? { overflow: 'clip', transition: `height ${durationMs}ms ease`, ...style }
          : style
      }
      {...props}
    >
      {children}
    </div>
  );
}
