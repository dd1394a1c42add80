import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeEvents, EventName } from '../shared/bridge';
import { createCore } from './core';
import { jsonFilePrefs } from './prefs';
import { memoryVault } from './vault';

const LINK = { key: 'abcdefghijklmnopqrstuvwxyz012345', email: 'anna@example.com' };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function makeCore() {
  const dir = await mkdtemp(join(tmpdir(), 'kosar-core-'));
  const prefs = await jsonFilePrefs(join(dir, 'prefs.json'));
  cleanups.push(async () => {
    await prefs.flush();
    await rm(dir, { recursive: true, force: true });
  });
  const events: Array<{ event: EventName; payload: unknown }> = [];
  const core = createCore({
    vault: memoryVault(),
    prefs,
    apiBaseUrl: () => 'http://127.0.0.1:9',
    emit: <E extends EventName>(event: E, payload: BridgeEvents[E]) => void events.push({ event, payload }),
    info: () => ({
      version: 't',
      apiBaseUrl: 'http://127.0.0.1:9',
      mediaBaseUrl: 'http://127.0.0.1:9/media/',
      embeddedServer: true,
    }),
    openExternal: async () => {},
  });
  return { ...core, events };
}

describe('the pending reset link', () => {
  it('is handed to a visitor once', async () => {
    const core = await makeCore();
    core.queueResetLink(LINK);
    expect(core.ctx.takePendingResetLink()).toEqual(LINK);
    expect(core.ctx.takePendingResetLink()).toBeNull();
    expect(core.events).toEqual([]);
  });

  it('is refused with an explanation when the restored session is signed in', async () => {
    const core = await makeCore();
    core.queueResetLink(LINK);
    await core.session.signIn({
      token: 't',
      email: 'bela@example.com',
      has_zone: true,
      user: { firstname: 'Béla' },
    } as Parameters<typeof core.session.signIn>[0]);
    expect(core.ctx.takePendingResetLink()).toBeNull();
    expect(core.events).toEqual([{ event: 'deeplink:refused', payload: { reason: 'signed-in' } }]);
  });
});
