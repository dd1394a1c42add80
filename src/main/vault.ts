/** Where the session token lives. Nothing else in the app ever holds the token on disk. */
export interface TokenVault {
  readonly kind: 'keychain' | 'safe-storage' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, token: string): Promise<void>;
  delete(account: string): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'hu.kosar.app';

/** The keytar-shaped API that @napi-rs/keyring provides (Entry per service and account). */
export interface KeyringModule {
  Entry: new (service: string, account: string) => {
    getPassword(): string | null | undefined;
    setPassword(password: string): void;
    deletePassword(): boolean | void;
  };
}

export function keychainVault(keyring: KeyringModule, service = KEYCHAIN_SERVICE): TokenVault {
  const entry = (account: string) => new keyring.Entry(service, account);
  return {
    kind: 'keychain',
    async get(account) {
      return entry(account).getPassword() ?? null;
    },
    async set(account, token) {
      entry(account).setPassword(token);
    },
    async delete(account) {
      try {
        entry(account).deletePassword();
      } catch {
        /* nothing stored */
      }
    },
  };
}

/** Encrypts with the OS (Electron safeStorage) and keeps only the ciphertext in a file. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export interface BlobFile {
  read(): Promise<Record<string, string>>;
  write(data: Record<string, string>): Promise<void>;
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

/** A vault works when it can store, read back and remove a probe value. */
async function works(vault: TokenVault): Promise<boolean> {
  const probe = `probe-${process.pid}-${Date.now()}`;
  try {
    await vault.set('__kosar_probe__', probe);
    const back = await vault.get('__kosar_probe__');
    await vault.delete('__kosar_probe__');
    return back === probe;
  } catch {
    return false;
  }
}

/**
 * The keychain first; then OS-encrypted storage; then memory only, with a warning, never plain text on disk.
 * `warn` is called once with the reason whenever the vault falls back.
 */
export async function openVault(opts: {
  keyring?: () => Promise<KeyringModule>;
  safeStorage?: { safe: SafeStorageLike; file: BlobFile };
  warn: (kind: 'safe-storage' | 'memory', reason: string) => void;
}): Promise<TokenVault> {
  let reason = 'no keychain module';
  if (opts.keyring) {
    try {
      const vault = keychainVault(await opts.keyring());
      if (await works(vault)) return vault;
      reason = 'the OS keychain refused to store a value';
    } catch (err) {
      reason = `the OS keychain is not available (${(err as Error).message})`;
    }
  }
  if (opts.safeStorage?.safe.isEncryptionAvailable()) {
    const vault = safeStorageVault(opts.safeStorage.safe, opts.safeStorage.file);
    if (await works(vault)) {
      opts.warn('safe-storage', reason);
      return vault;
    }
  }
  opts.warn('memory', reason);
  return memoryVault();
}
