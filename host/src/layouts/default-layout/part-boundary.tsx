import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PartBoundaryProps {
  /** Named in the console when the part fails. */
  part: string;
  /** Shown instead of the part once it has failed (nothing by default). */
  fallback?: ReactNode;
  onError?: (error: Error) => void;
  children: ReactNode;
}

/**
 * Keeps a lazily loaded part of the layout (a menu, a drawer) that fails — its chunk unreachable,
 * a render error — from taking the whole page down: it renders `fallback` and says why in the console.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[portal] ${this.props.part} failed: ${error.message}`, info.componentStack);
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
