import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a render error; `retry` clears the error. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Called when the visitor asks to retry, before the children render again. */
  onRetry?: () => void;
  /** Called once per caught error (GamePage logs and reports a game's render error; a failed load reported itself). */
  onError?: (error: unknown) => void;
  /** When it changes (another route), a failed boundary retries: onRetry, then its children render again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * An error boundary whose reset is Retry: what failed (a game's load or render, GamePage; a route's page,
 * PageErrorBoundary) shows its fallback, and never takes the rest of the page down.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
