import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RULES } from '../../shared/rules';
import { i18next, initI18n } from '../i18n';
import { ChunkLoadError, lazyScreen, loadChunk } from './lazy-screen';

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

/** An import the test settles by hand, as a slow or failing network would. */
function manualImport<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: () => promise, resolve, reject };
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('a lazy screen', () => {
  it('shows a loading state, then the screen once its chunk arrives', async () => {
    const chunk = manualImport<typeof Hello>();
    const Screen = lazyScreen(chunk.load);
    render(<Screen name="Anna" />);
    expect(screen.getByTestId('screen-loading')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    await act(async () => chunk.resolve(Hello));
    expect(await screen.findByRole('heading', { name: 'Hello Anna' })).toBeTruthy();
    expect(screen.queryByTestId('screen-loading')).toBeNull();
  });

  it('says "Loading chunk failed" when the import fails, and its retry reloads the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const chunk = manualImport<typeof Hello>();
    const Screen = lazyScreen(chunk.load);
    render(<Screen name="Anna" />);
    await act(async () => chunk.reject(new TypeError('Failed to fetch dynamically imported module: app://kosar/assets/X.js')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Loading chunk failed');
    expect(alert.textContent).toContain('This part of Kosár could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'Hello Anna' })).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says it in Hungarian too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18next.changeLanguage('hu');
    const Screen = lazyScreen<{ name: string }>(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<Screen name="Anna" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nem sikerült betölteni a programrészt');
    expect(screen.getByRole('button', { name: 'Próbáld újra' })).toBeTruthy();
  });

  it('gives up after 120 s of waiting for a chunk: still loading just before, "Loading chunk failed" at 120 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = manualImport<typeof Hello>();
    const Screen = lazyScreen(chunk.load);
    render(<Screen name="Anna" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RULES.chunkLoadTimeoutMs - 1);
    });
    expect(screen.getByTestId('screen-loading')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Loading chunk failed');
    expect(alert.textContent).toContain('did not load within 120 seconds');
    // The chunk arriving late changes nothing: the failure stays until the user reloads.
    await act(async () => chunk.resolve(Hello));
    expect(screen.queryByRole('heading', { name: 'Hello Anna' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk failed');
  });

  it('a bug inside a loaded screen is not reported as a chunk failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render bug');
    }
    const Screen = lazyScreen(() => Promise.resolve(Broken));
    // No boundary above: the error reaches the root, as it would without lazy loading.
    await expect(
      act(async () => {
        render(<Screen />);
      }),
    ).rejects.toThrow('render bug');
    expect(screen.queryByText('Loading chunk failed')).toBeNull();
  });
});

describe('loadChunk', () => {
  it('resolves with the module and clears its timer when the import arrives in time', async () => {
    vi.useFakeTimers();
    await expect(loadChunk(() => Promise.resolve('module'))).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a time-out ChunkLoadError at 120 s, not before', async () => {
    vi.useFakeTimers();
    const chunk = manualImport<string>();
    let outcome: unknown = 'pending';
    loadChunk(chunk.load).then(
      (v) => (outcome = v),
      (e: unknown) => (outcome = e),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as ChunkLoadError).reason).toBe('timeout');
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});
