// 'Unexpected Application Error!' (SPEC 2): shown when a route throws while rendering. A chunk
// that failed to load (or timed out after 120 s) gets a retry that loads it afresh. The boundary
// resets when the location changes. React reports the error itself (no componentDidCatch):
// nothing is sent anywhere from the browser.
// The error screens' hero is not in the entry: its chunk (the error pages') loads when the browser
// is idle after the first render, so it is there before an error can need it, even offline. Until
// it is (or if it cannot load), the fallback is a heading, the message and the retry alone.
import { Component, type ReactNode } from 'react';
import type { ErrorHero } from '../components/layout/error-hero/error-hero';
import { Button } from '../components/ui/button/button';
import { isChunkLoadError, retryFailedChunks } from '../lib/lazy';
import { CHUNK_ERROR_MESSAGE, ERROR_MESSAGE, SHELL_TEXTS, TRY_AGAIN } from '../shared/texts/shell';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; key: string };

let Hero: typeof ErrorHero | undefined;
let heroLoad: Promise<void> | undefined;

/** Loads the hero's chunk once (again after a failed load). */
export function loadErrorHero(): Promise<void> {
  heroLoad ??= import('../pages/error/error-pages').then(
    (m) => {
      Hero = m.ErrorHero;
    },
    () => {
      heroLoad = undefined;
    },
  );
  return heroLoad;
}

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidMount() {
    (window.requestIdleCallback ?? setTimeout)(loadErrorHero);
  }

  retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    const title = SHELL_TEXTS.unexpectedError;
    const message = isChunkLoadError(this.state.error) ? CHUNK_ERROR_MESSAGE : ERROR_MESSAGE;
    const action = <Button onClick={this.retry}>{TRY_AGAIN}</Button>;
    // Chosen when the fallback renders, not swapped in when the hero arrives: a swap could take
    // the button from under a pointer that is pressing it.
    return Hero ? (
      <Hero title={title} message={message} action={action} />
    ) : (
      <section>
        <h1>{title}</h1>
        <p>{message}</p>
        {action}
      </section>
    );
  }
}
