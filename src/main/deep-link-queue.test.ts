import { describe, expect, it } from 'vitest';
import type { ResetLink } from '../shared/bridge';
import { createDeepLinkQueue, type DeepLinkTarget } from './deep-link-queue';

const KEY = 'Q2hvb3NlIGEgbmV3IHBhc3N3b3JkIGZvciBLb3PDoXI'; // in the form the server issues
const link = (email: string) => `kosar://reset-password?key=${KEY}&email=${encodeURIComponent(email)}`;

function recorder(signedIn = false) {
  const seen: Array<{ open: ResetLink } | { refused: string }> = [];
  const state = { signedIn };
  const target: DeepLinkTarget = {
    isSignedIn: () => state.signedIn,
    openReset: (l) => seen.push({ open: l }),
    refuse: (reason) => seen.push({ refused: reason }),
  };
  return { seen, state, target };
}

describe('deep links that arrive before the window is ready', () => {
  it('holds a link until the renderer is ready, then delivers it once', () => {
    const r = recorder();
    const queue = createDeepLinkQueue(r.target);
    queue.receive(link('anna@example.com'));
    expect(r.seen).toEqual([]);
    expect(queue.pending).toContain('kosar://');
    queue.ready();
    expect(r.seen).toEqual([{ open: { key: KEY, email: 'anna@example.com' } }]);
    expect(queue.pending).toBeNull();
    queue.ready();
    expect(r.seen).toHaveLength(1);
  });

  it('keeps only the latest of several early links', () => {
    const r = recorder();
    const queue = createDeepLinkQueue(r.target);
    queue.receive(link('old@example.com'));
    queue.receive(link('new@example.com'));
    queue.ready();
    expect(r.seen).toEqual([{ open: { key: KEY, email: 'new@example.com' } }]);
  });

  it('routes a held link by the sign-in state at delivery, not at arrival', () => {
    const r = recorder(false);
    const queue = createDeepLinkQueue(r.target);
    queue.receive(link('anna@example.com'));
    r.state.signedIn = true;
    queue.ready();
    expect(r.seen).toEqual([{ refused: 'signed-in' }]);
  });

  it('delivers at once when ready, and holds again while the renderer reloads', () => {
    const r = recorder();
    const queue = createDeepLinkQueue(r.target);
    queue.ready();
    queue.receive(link('a@example.com'));
    expect(r.seen).toHaveLength(1);
    queue.notReady();
    queue.receive(link('b@example.com'));
    expect(r.seen).toHaveLength(1);
    queue.ready();
    expect(r.seen[1]).toEqual({ open: { key: KEY, email: 'b@example.com' } });
  });

  it('explains a link it cannot use instead of dropping it silently', () => {
    const r = recorder();
    const queue = createDeepLinkQueue(r.target);
    queue.ready();
    queue.receive('kosar://reset-password?key=short&email=a@example.com');
    queue.receive('kosar://delete-everything');
    expect(r.seen).toEqual([{ refused: 'invalid' }, { refused: 'invalid' }]);
  });
});
