import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES } from '../../shared/rules';
import { Spinner } from '../components/Spinner';

/** A code chunk that did not arrive: the import failed (missing file, network, server gone) or took too long. */
export class ChunkLoadError extends Error {
  readonly reason: 'failed' | 'timeout';
  constructor(reason: 'failed' | 'timeout', cause?: unknown) {
    super(reason === 'timeout' ? 'Loading chunk timed out' : 'Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

/**
 * Runs a dynamic import with SPEC §9's time-out (120 s): a chunk that has not arrived by then counts as failed. Any
 * rejection of the import becomes a ChunkLoadError, so the boundary below knows it from a bug in a screen.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = RULES.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    let pending: Promise<T>;
    try {
      pending = load();
    } catch (e) {
      pending = Promise.reject(e);
    }
    pending.then(
      (value) => settle(() => resolve(value)),
      (e: unknown) => settle(() => reject(e instanceof ChunkLoadError ? e : new ChunkLoadError('failed', e))),
    );
  });
}

/** SPEC §8: 'Loading chunk failed', what happened, and the step that can help (a reload). */
export function ChunkFailed({ reason }: { reason: 'failed' | 'timeout' }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      <p>
        <strong>{t('chunk.failed')}</strong>
      </p>
      <p>{reason === 'timeout' ? t('chunk.timeout', { seconds: RULES.chunkLoadTimeoutMs / 1000 }) : t('chunk.error')}</p>
      <p className="muted">{t('chunk.hint')}</p>
      {/* A browser keeps a failed module import failed: only a reload fetches the chunk again. */}
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** While a screen's code arrives: a spinner, faded in late so that a chunk from disk never flashes it. */
export function ScreenLoading() {
  return (
    <div className="screen-loading" data-testid="screen-loading">
      <Spinner center />
    </div>
  );
}

/** Catches only chunk failures; any other error goes on to the boundary above, as before. */
export class ChunkBoundary extends Component<{ children: ReactNode }, { error: ChunkLoadError | null; other: unknown }> {
  override state: { error: ChunkLoadError | null; other: unknown } = { error: null, other: null };

  static getDerivedStateFromError(error: unknown) {
    return error instanceof ChunkLoadError ? { error, other: null } : { error: null, other: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof ChunkLoadError) console.error('Loading chunk failed', error.cause ?? error.reason, info.componentStack);
  }

  override render() {
    if (this.state.other) throw this.state.other;
    if (this.state.error) return <ChunkFailed reason={this.state.error.reason} />;
    return this.props.children;
  }
}

/**
 * A route's screen whose code is a lazy chunk: `lazyScreen(() => import('./X').then((m) => m.X))`. It shows a loading
 * state while the chunk arrives and 'Loading chunk failed' with a retry when it does not (or not within 120 s).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, timeoutMs?: number): ComponentType<P> {
  const Lazy = lazy(() => loadChunk(load, timeoutMs).then((C) => ({ default: C })));
  function LazyScreen(props: P) {
    return (
      <ChunkBoundary>
        <Suspense fallback={<ScreenLoading />}>
          <Lazy {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyScreen;
}
