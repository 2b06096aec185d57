import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface FallbackBoundaryProps {
  /** Names the part in the console when it fails ("user menu", "toast container"). */
  label: string;
  /** Shown instead of the part once it has failed (nothing by default). */
  fallback?: ReactNode;
  onError?: (error: Error) => void;
  children: ReactNode;
}

/**
 * Keeps a part of the page that fails — its lazily loaded code unreachable, a render error — from
 * taking the whole page down: renders `fallback` instead and says why in the console.
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[portal] ${this.props.label} failed: ${error.message}`, info.componentStack);
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
