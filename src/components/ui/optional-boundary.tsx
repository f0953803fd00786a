import { Component, type ReactNode } from 'react';

/**
 * Around something a page can do without (a count beside a navigation item): when it fails to
 * render, or its lazily loaded code cannot be fetched (the service restarting while the page is
 * open), it shows nothing instead of taking the console down with it.
 */
export class OptionalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
