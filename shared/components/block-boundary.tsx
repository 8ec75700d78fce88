import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the block in the error report. */
  name: string;
  children: ReactNode;
  fallback?: ReactNode;
}

/**
 * Keeps one failing block from taking the page down (DESIGN.md §6: an outside failure degrades a
 * block, never a page). During streaming SSR React falls back to the nearest Suspense boundary
 * and retries in the browser; this boundary catches what still fails there.
 */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}
