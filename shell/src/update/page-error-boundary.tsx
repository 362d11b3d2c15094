import { Component, type ReactNode } from 'react';
import { PageError } from './page-error.tsx';

interface Props {
  /** Changing this (the pathname) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches render and lazy-load errors of the page area; header and footer stay up. The root's `onCaughtError` (bootstrap.tsx) logs and reports them. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error) return <PageError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
