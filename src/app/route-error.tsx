import { Component, type ReactNode } from 'react';
import { DeferredErrorState } from '@/components/ui/deferred-error-state';

interface RouteErrorBoundaryProps {
  /** The boundary clears its error when this changes: going elsewhere leaves a broken page behind. */
  resetKey?: string;
  children: ReactNode;
}

/**
 * A render error or a failed lazy chunk (e.g. a deploy replaced the files): offer a reload,
 * which also fetches the new chunk names.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="p-6">
        <DeferredErrorState
          error={this.state.error}
          title="This page failed to load"
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  }
}
