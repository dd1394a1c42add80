import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Where the session token lives. Nothing else in the app ever holds the token on disk. */
export interface TokenVault {
  readonly kind: 'keychain' | 'safe-storage' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, token: string): Promise<void>;
  delete(account: string): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'hu.kosar.app';

type MaybePromise<T> = T | Promise<T>;
type KeyringEntry = new (
  service: string,
  account: string,
  options?: { linux?: { store?: 'secret-service' | 'keyutils' } },
) => {
  getPassword(): MaybePromise<string | null | undefined>;
  setPassword(password: string): MaybePromise<void>;
  deletePassword(): MaybePromise<boolean | void>;
};

/** The keytar-shaped API that @napi-rs/keyring provides (Entry per service and account, sync or async). */
export interface KeyringModule {
  Entry: KeyringEntry;
  AsyncEntry?: KeyringEntry;
}

export function keychainVault(keyring: KeyringModule, service = KEYCHAIN_SERVICE): TokenVault {
  // The async entry keeps a slow or prompting keychain from blocking Electron's main thread.
  const Entry = keyring.AsyncEntry ?? keyring.Entry;
  // Unpinned, Linux silently falls back to the kernel keyring, which forgets the token at reboot: require the Secret Service.
  const entry = (account: string) => new Entry(service, account, { linux: { store: 'secret-service' } });
  return {
    kind: 'keychain',
    async get(account) {
      return (await entry(account).getPassword()) ?? null;
    },
    async set(account, token) {
      await entry(account).setPassword(token);
    },
    async delete(account) {
      // Resolves false when nothing is stored; a locked or unreachable keychain rejects, and must be heard.
      await entry(account).deletePassword();
    },
  };
}

/** Encrypts with the OS (Electron safeStorage) and keeps only the ciphertext in a file. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' means a hard-coded key, which is plain text in all but name. */
  getSelectedStorageBackend?(): string;
}

export interface BlobFile {
  read(): Promise<Record<string, string>>;
  write(data: Record<string, string>): Promise<void>;
}

/** The ciphertext file: written atomically and readable by the user only. */
export function jsonBlobFile(path: string): BlobFile {
  return {
    async read() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
        throw err;
      }
      const data: unknown = JSON.parse(text);
      if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`${path} is not a vault file`);
      return Object.fromEntries(Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'));
    },
    async write(data) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.tmp`, JSON.stringify(data), { mode: 0o600 });
      await rename(`${path}.tmp`, path);
    },
  };
}

/** Why OS encryption cannot be trusted with the token, or null when it can. */
export function safeStorageProblem(safe: SafeStorageLike): string | null {
  if (!safe.isEncryptionAvailable()) return 'OS encryption (safeStorage) is not available';
  const backend = safe.getSelectedStorageBackend?.();
  if (backend === 'basic_text' || backend === 'unknown') return `OS encryption has no secret store (backend ${backend})`;
  return null;
}

export function safeStorageVault(safe: SafeStorageLike, file: BlobFile): TokenVault {
  return {
    kind: 'safe-storage',
    async get(account) {
      const data = await file.read();
      const b64 = data[account];
      return b64 ? safe.decryptString(Buffer.from(b64, 'base64')) : null;
    },
    async set(account, token) {
      const data = await file.read();
      data[account] = safe.encryptString(token).toString('base64');
      await file.write(data);
    },
    async delete(account) {
      const data = await file.read();
      if (!(account in data)) return;
      delete data[account];
      await file.write(data);
    },
  };
}

export function memoryVault(): TokenVault {
  const map = new Map<string, string>();
  return {
    kind: 'memory',
    get: async (a) => map.get(a) ?? null,
    set: async (a, t) => void map.set(a, t),
    delete: async (a) => void map.delete(a),
  };
}

export const PROBE_ACCOUNT = '__kosar_probe__';

/** A vault works when it can store, read back and remove a probe value; otherwise the reason. */
async function probe(vault: TokenVault): Promise<string | null> {
  const value = `probe-${process.pid}-${Date.now()}`;
  try {
    await vault.set(PROBE_ACCOUNT, value);
    const back = await vault.get(PROBE_ACCOUNT);
    await vault.delete(PROBE_ACCOUNT);
    return back === value ? null : 'it did not return the value it stored';
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * The keychain first; then OS-encrypted storage; then memory only, never plain text on disk.
 * `warn` is called exactly once, with the reason, when the vault falls back.
 */
export async function openVault(opts: {
  keyring?: () => Promise<KeyringModule>;
  /** The keychain service name; tests use their own so they never touch the app's entries. */
  service?: string;
  safeStorage?: { safe: SafeStorageLike; file: BlobFile };
  warn: (kind: 'safe-storage' | 'memory', reason: string) => void;
}): Promise<TokenVault> {
  let reason = 'no keychain module';
  if (opts.keyring) {
    try {
      const vault = keychainVault(await opts.keyring(), opts.service);
      const problem = await probe(vault);
      if (!problem) return vault;
      reason = `the OS keychain is not available (${problem})`;
    } catch (err) {
      reason = `the OS keychain could not be loaded (${(err as Error).message})`;
    }
  }
  if (opts.safeStorage) {
    const problem = safeStorageProblem(opts.safeStorage.safe);
    if (problem) reason += `; ${problem}`;
    else {
      const vault = safeStorageVault(opts.safeStorage.safe, opts.safeStorage.file);
      const failed = await probe(vault);
      if (!failed) {
        opts.warn('safe-storage', reason);
        return vault;
      }
      reason += `; OS-encrypted storage failed (${failed})`;
    }
  }
  opts.warn('memory', reason);
  return memoryVault();
}
