import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as keyring from '@napi-rs/keyring';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jsonFilePrefs } from './prefs';
import { SessionKeeper } from './session';
import { openVault, PROBE_ACCOUNT } from './vault';

// The real @napi-rs/keyring against a real Secret Service (gnome-keyring under scripts/with-keyring.sh).
const SERVICE = `hu.kosar.app.test-${process.pid}`;
const SECRET_SERVICE = { linux: { store: 'secret-service' as const } };
const TOKEN = 'tok_real_keychain_7f3e9a1c5b2d4e6f8a0b';
const ACCOUNT = 'anna@example.com';

/** Null when the Secret Service stores and returns a value; otherwise why not. Detected by trying. */
async function secretServiceProblem(): Promise<string | null> {
  try {
    const entry = new keyring.AsyncEntry(SERVICE, 'reachability', SECRET_SERVICE);
    await entry.setPassword('ping');
    const back = await entry.getPassword();
    await entry.deletePassword();
    return back === 'ping' ? null : 'it returned a different value';
  } catch (err) {
    return (err as Error).message;
  }
}

const problem = await secretServiceProblem();
const SKIP_NOTE = `no Secret Service reachable (${problem}); run: sh scripts/with-keyring.sh npx vitest run --project main src/main/vault.keychain.test.ts`;
if (problem) console.warn(`[vault.keychain.test] SKIPPED: ${SKIP_NOTE}`);

const stored = (account: string) => new keyring.Entry(SERVICE, account, SECRET_SERVICE).getPassword();

describe.skipIf(!!problem)('token vault on the real OS keychain', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const account of [ACCOUNT, 'bela@example.com', PROBE_ACCOUNT])
      await new keyring.AsyncEntry(SERVICE, account, SECRET_SERVICE).deletePassword().catch(() => {});
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('chooses the keychain without warning, and the token really is in it', async () => {
    const warn = vi.fn();
    const vault = await openVault({ keyring: async () => keyring, service: SERVICE, warn });
    expect(vault.kind).toBe('keychain');
    expect(warn).not.toHaveBeenCalled();
    expect(stored(PROBE_ACCOUNT)).toBeNull();

    await vault.set(ACCOUNT, TOKEN);
    // Read back through a separate entry: the value lives in the Secret Service, not in this process.
    expect(stored(ACCOUNT)).toBe(TOKEN);
    expect(await vault.get(ACCOUNT)).toBe(TOKEN);
    await vault.delete(ACCOUNT);
    expect(stored(ACCOUNT)).toBeNull();
    await expect(vault.delete(ACCOUNT)).resolves.toBeUndefined();
  });

  it('keeps a session across a restart with the token in the keychain and only the e-mail in prefs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kosar-keychain-'));
    dirs.push(dir);
    const prefsFile = join(dir, 'prefs.json');
    const auth = { token: TOKEN, email: ACCOUNT, has_zone: false, user: { firstname: 'Anna' } } as Parameters<
      SessionKeeper['signIn']
    >[0];

    const prefs = await jsonFilePrefs(prefsFile);
    const session = new SessionKeeper(await openVault({ keyring: async () => keyring, service: SERVICE, warn: () => {} }), prefs);
    await session.signIn(auth);
    await prefs.flush();
    const onDisk = await readFile(prefsFile, 'utf8');
    expect(onDisk).toContain(ACCOUNT);
    expect(onDisk).not.toContain(TOKEN);

    const prefs2 = await jsonFilePrefs(prefsFile);
    const restarted = new SessionKeeper(
      await openVault({ keyring: async () => keyring, service: SERVICE, warn: () => {} }),
      prefs2,
    );
    expect(await restarted.stored()).toEqual({ email: ACCOUNT, token: TOKEN });

    await restarted.signIn({ ...auth, email: 'bela@example.com', token: `${TOKEN}-2` });
    expect(stored(ACCOUNT)).toBeNull();
    expect(stored('bela@example.com')).toBe(`${TOKEN}-2`);

    await restarted.clear();
    expect(stored('bela@example.com')).toBeNull();
    expect(await restarted.stored()).toBeNull();
    // The e-mail's removal is written in the background: wait for it, so the folder is not removed under the write.
    await prefs2.flush();
    expect(JSON.parse(await readFile(prefsFile, 'utf8')).email).toBeNull();
  });
});

describe.runIf(process.platform === 'linux')('token vault when no Secret Service answers', () => {
  it("falls back loudly with the keyring's own error and keeps the token in memory only", () => {
    // A child process, because the keyring keeps its D-Bus connection for the life of the process.
    const script = `
      import * as keyring from '@napi-rs/keyring';
      import { openVault } from './src/main/vault.ts';
      const warnings = [];
      const vault = await openVault({
        keyring: async () => keyring,
        service: ${JSON.stringify(SERVICE)},
        safeStorage: { safe: { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' },
          file: { read: async () => ({}), write: async () => { throw new Error('must not write'); } } },
        warn: (kind, reason) => warnings.push({ kind, reason }),
      });
      await vault.set('a@b.hu', 'secret');
      console.log(JSON.stringify({ kind: vault.kind, back: await vault.get('a@b.hu'), warnings }));`;
    const env: NodeJS.ProcessEnv = { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/kosar-bus' };
    delete env.DISPLAY;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env,
      encoding: 'utf8',
      timeout: 180_000,
    });
    expect(child.stderr).not.toMatch(/Error/);
    const out = JSON.parse(child.stdout.trim().split('\n').pop()!) as {
      kind: string;
      back: string;
      warnings: Array<{ kind: string; reason: string }>;
    };
    expect(out.kind).toBe('memory');
    expect(out.back).toBe('secret');
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings[0].kind).toBe('memory');
    expect(out.warnings[0].reason).toMatch(/keychain is not available \(.+\)/);
  });
});
