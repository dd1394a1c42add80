import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonBlobFile,
  keychainVault,
  memoryVault,
  openVault,
  safeStorageVault,
  type BlobFile,
  type KeyringModule,
  type SafeStorageLike,
} from './vault';

const TOKEN = 'tok_3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c';

function memoryFile(): BlobFile & { raw(): string } {
  let text = '{}';
  return {
    read: async () => JSON.parse(text),
    write: async (d) => {
      text = JSON.stringify(d);
    },
    raw: () => text,
  };
}

const fakeSafe: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (s) => Buffer.from([...Buffer.from(s)].map((b) => b ^ 0x5a)),
  decryptString: (b) => Buffer.from([...b].map((x) => x ^ 0x5a)).toString(),
};

function fakeKeyring(store = new Map<string, string>()): KeyringModule {
  return {
    Entry: class {
      constructor(
        private s: string,
        private a: string,
      ) {}
      getPassword() {
        return store.get(`${this.s}/${this.a}`) ?? null;
      }
      setPassword(p: string) {
        store.set(`${this.s}/${this.a}`, p);
      }
      deletePassword() {
        return store.delete(`${this.s}/${this.a}`);
      }
    },
  };
}

describe('token vault', () => {
  it('uses the keychain when it works, without warning', async () => {
    const warn = vi.fn();
    const vault = await openVault({ keyring: async () => fakeKeyring(), warn });
    expect(vault.kind).toBe('keychain');
    await vault.set('a@b.hu', TOKEN);
    expect(await vault.get('a@b.hu')).toBe(TOKEN);
    await vault.delete('a@b.hu');
    expect(await vault.get('a@b.hu')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to OS-encrypted storage, loudly, and never writes the token in plain text', async () => {
    const warn = vi.fn();
    const file = memoryFile();
    const vault = await openVault({
      keyring: async () => {
        throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
      },
      safeStorage: { safe: fakeSafe, file },
      warn,
    });
    expect(vault.kind).toBe('safe-storage');
    expect(warn).toHaveBeenCalledWith('safe-storage', expect.stringContaining('D-Bus'));
    await vault.set('a@b.hu', TOKEN);
    expect(file.raw()).not.toContain(TOKEN);
    expect(await vault.get('a@b.hu')).toBe(TOKEN);
  });

  it('keeps the session in memory only when nothing else works, and says so', async () => {
    const warn = vi.fn();
    const vault = await openVault({
      keyring: async () => {
        throw new Error('AccessDenied');
      },
      safeStorage: { safe: { ...fakeSafe, isEncryptionAvailable: () => false }, file: memoryFile() },
      warn,
    });
    expect(vault.kind).toBe('memory');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('memory', expect.stringContaining('AccessDenied'));
  });

  it('memory vault forgets on delete', async () => {
    const v = memoryVault();
    await v.set('x', 'y');
    await v.delete('x');
    expect(await v.get('x')).toBeNull();
  });
});

describe('token vault fallbacks and storage', () => {
  it('refuses safeStorage when its Linux backend is basic_text (a hard-coded key) and keeps memory only', async () => {
    const warn = vi.fn();
    const file = memoryFile();
    const vault = await openVault({
      keyring: async () => {
        throw new Error('Cannot autolaunch D-Bus');
      },
      safeStorage: { safe: { ...fakeSafe, getSelectedStorageBackend: () => 'basic_text' }, file },
      warn,
    });
    expect(vault.kind).toBe('memory');
    expect(warn).toHaveBeenCalledExactlyOnceWith('memory', expect.stringContaining('basic_text'));
    await vault.set('a@b.hu', TOKEN);
    expect(file.raw()).toBe('{}');
  });

  it('accepts safeStorage backed by a real secret store', async () => {
    const vault = await openVault({
      safeStorage: { safe: { ...fakeSafe, getSelectedStorageBackend: () => 'gnome_libsecret' }, file: memoryFile() },
      warn: () => {},
    });
    expect(vault.kind).toBe('safe-storage');
  });

  it('falls back when the keychain loads but will not store, naming the keychain error', async () => {
    const warn = vi.fn();
    const broken: KeyringModule = {
      Entry: class {
        getPassword() {
          return null;
        }
        setPassword(): void {
          throw new Error("Couldn't access platform storage: AccessDenied");
        }
        deletePassword() {
          return false;
        }
      },
    };
    const vault = await openVault({ keyring: async () => broken, safeStorage: { safe: fakeSafe, file: memoryFile() }, warn });
    expect(vault.kind).toBe('safe-storage');
    expect(warn).toHaveBeenCalledExactlyOnceWith('safe-storage', expect.stringContaining('AccessDenied'));
  });

  it("prefers the keyring's async entry, so the keychain never blocks the main thread", async () => {
    const store = new Map<string, string>();
    const calls: string[] = [];
    const asyncEntry = class {
      constructor(private a: string) {}
      async getPassword() {
        calls.push('get');
        return store.get(this.a) ?? null;
      }
      async setPassword(p: string) {
        calls.push('set');
        store.set(this.a, p);
      }
      async deletePassword() {
        calls.push('delete');
        return store.delete(this.a);
      }
    };
    const syncEntry = class {
      constructor() {
        throw new Error('the sync entry must not be used');
      }
    };
    const keyring = {
      Entry: syncEntry,
      AsyncEntry: class extends asyncEntry {
        constructor(_s: string, a: string) {
          super(a);
        }
      },
    } as unknown as KeyringModule;
    const vault = await openVault({ keyring: async () => keyring, warn: () => {} });
    await vault.set('a@b.hu', TOKEN);
    expect(await vault.get('a@b.hu')).toBe(TOKEN);
    expect(calls).toEqual(['set', 'get', 'delete', 'set', 'get']);
  });

  it('lets a keychain that cannot delete say so, instead of pretending the token is gone', async () => {
    const keyring = fakeKeyring();
    const vault = keychainVault({
      Entry: class extends keyring.Entry {
        override deletePassword(): boolean {
          throw new Error('the collection is locked');
        }
      },
    });
    await expect(vault.delete('a@b.hu')).rejects.toThrow('locked');
  });

  describe('the ciphertext file', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'kosar-vault-'));
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('holds only ciphertext, is private to the user, and survives a restart', async () => {
      const path = join(dir, 'nested', 'session.enc.json');
      const vault = safeStorageVault(fakeSafe, jsonBlobFile(path));
      await vault.set('a@b.hu', TOKEN);
      const text = await readFile(path, 'utf8');
      expect(text).not.toContain(TOKEN);
      if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect(await safeStorageVault(fakeSafe, jsonBlobFile(path)).get('a@b.hu')).toBe(TOKEN);
      await vault.delete('a@b.hu');
      expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({});
    });

    it('reads a missing file as empty and refuses a file that is not a vault', async () => {
      expect(await jsonBlobFile(join(dir, 'none.json')).read()).toEqual({});
      await writeFile(join(dir, 'bad.json'), '[1,2]');
      await expect(jsonBlobFile(join(dir, 'bad.json')).read()).rejects.toThrow('not a vault file');
    });
  });
});
