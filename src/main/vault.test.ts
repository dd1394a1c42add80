import { describe, expect, it, vi } from 'vitest';
import { memoryVault, openVault, type BlobFile, type KeyringModule, type SafeStorageLike } from './vault';

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
