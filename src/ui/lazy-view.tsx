// A view whose code is a chunk of its own, downloaded when it is first shown (or earlier through `preload`, e.g.
// once the screen before it is idle), so a page's first screen does not carry every later one.
import {
  Component,
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { ErrorState, LoadingState } from './query-states';

/** A component that loads its code on first render; `preload()` starts the download before. */
export type LazyView<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Wraps `load` (a dynamic import) as a component: the kit's loading state while the chunk downloads, its error
 * state with a retry when the download fails (React.lazy alone would keep the failure forever).
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // A new promise for each React.lazy: React marks the promises it suspended on as settled, and a second lazy
  // handed the first one's settled promise never resolves its own state (it re-renders forever).
  const lazyLoaded = () => lazy(() => preload().then((loaded) => loaded));
  function View(props: P) {
    const [Loaded, setLoaded] = useState<LazyExoticComponent<ComponentType<P>>>(lazyLoaded);
    return (
      <Retry onRetry={() => setLoaded(lazyLoaded)}>
        <Suspense fallback={<LoadingState />}>
          <Loaded {...props} />
        </Suspense>
      </Retry>
    );
  }
  return Object.assign(View, { preload });
}

interface RetryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Shows a failed chunk download (or a failed render below) as the kit's error state, with a retry. */
class Retry extends Component<RetryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('The view failed to load') };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <ErrorState
        error={this.state.error}
        onRetry={() => {
          this.setState({ error: undefined });
          this.props.onRetry();
        }}
      />
    );
  }
}
