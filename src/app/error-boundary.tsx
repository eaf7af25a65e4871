// 'Unexpected Application Error!' (SPEC 2): shown when a route throws while rendering. A chunk
// that failed to load (or timed out after 120 s) gets a retry that loads it afresh. The boundary
// resets when the location changes. React reports the error itself (no componentDidCatch):
// nothing is sent anywhere from the browser.
import { Component, type ReactNode } from 'react';
import { ErrorHero } from '../components/layout/error-hero/error-hero';
import { Button } from '../components/ui/button/button';
import { isChunkLoadError, retryFailedChunks } from '../lib/lazy';
import { CHUNK_ERROR_MESSAGE, ERROR_SCREENS, SHELL_TEXTS } from '../shared/texts/shell';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; key: string };

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    return (
      <ErrorHero
        title={SHELL_TEXTS.unexpectedError}
        message={chunk ? CHUNK_ERROR_MESSAGE : ERROR_SCREENS.error.message}
        action={<Button onClick={this.retry}>Try again</Button>}
      />
    );
  }
}
