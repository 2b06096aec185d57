import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@portal/shared/router';
import { SectionUnavailable } from '@portal/shared/ui/core';
import { BootShellDone } from './boot-shell';

interface BoundaryProps {
  remote: string;
  /** A new value (the next page) clears a previous failure. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/** A lazy chunk that failed to download: React.lazy keeps the failure, so only a reload retries it. */
export function isChunkLoadError(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i.test(error.message)
  );
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `[portal] remote "${this.props.remote}" failed while rendering: ${error.message}`,
      info.componentStack,
    );
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  private retry = () => {
    const { error } = this.state;
    if (error && isChunkLoadError(error)) window.location.reload();
    else this.setState({ error: null });
  };

  render() {
    return this.state.error ? (
      <>
        <BootShellDone />
        <SectionUnavailable onRetry={this.retry} />
      </>
    ) : (
      this.props.children
    );
  }
}

/**
 * Wraps every remote page: a remote that throws (or whose page cannot be downloaded) shows the
 * bilingual section-unavailable page with a retry button, and the rest of the portal keeps working.
 */
export function RemoteBoundary({ remote, children }: { remote: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary remote={remote} resetKey={pathname}>
      {children}
    </Boundary>
  );
}
