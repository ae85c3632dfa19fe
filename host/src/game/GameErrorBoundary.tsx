import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a render error; `retry` clears the error. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Called when the visitor asks to retry, before the children render again. */
  onRetry?: () => void;
  /** Called once per caught render error (GamePage reports it as the game's failed load). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Rendering layer of the remote error handling: a game that throws never takes the page down. */
export class GameErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[game] a game failed while rendering', error);
    this.props.onError?.(error);
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
