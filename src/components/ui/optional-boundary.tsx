import { Component, Suspense, type ReactNode } from 'react';

/**
 * Around something a page can do without (a count beside a navigation item, the toasts' lazily
 * loaded list): nothing shows while its code loads, and nothing when it fails to render or its code
 * cannot be fetched (the service restarting while the page is open), instead of taking the console
 * down with it. `fallback`, where given, shows in both cases instead of nothing.
 */
export class OptionalBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { children, fallback = null } = this.props;
    return this.state.failed ? fallback : <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
