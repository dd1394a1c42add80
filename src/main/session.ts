import type { AuthResponse } from '../shared/api/auth';
import type { Session } from '../shared/bridge';
import type { PrefsStore } from './prefs';
import type { TokenVault } from './vault';

/**
 * The signed-in state of main: the token in memory and in the vault, the e-mail in prefs.
 * The renderer only ever receives the Session, never the token.
 */
export class SessionKeeper {
  private token: string | null = null;
  private current: Session | null = null;

  constructor(
    private readonly vault: TokenVault,
    private readonly prefs: PrefsStore,
  ) {}

  getToken(): string | null {
    return this.token;
  }

  get session(): Session | null {
    return this.current;
  }

  /** The stored e-mail and token, for the silent login at start-up. */
  async stored(): Promise<{ email: string; token: string } | null> {
    const email = this.prefs.get('email');
    if (!email) return null;
    const token = await this.vault.get(email);
    return token ? { email, token } : null;
  }

  async signIn(auth: AuthResponse): Promise<Session> {
    const previous = this.prefs.get('email');
    if (previous && previous !== auth.email) await this.vault.delete(previous);
    await this.vault.set(auth.email, auth.token);
    this.prefs.set('email', auth.email);
    this.token = auth.token;
    this.current = { email: auth.email, firstname: auth.user.firstname, hasZone: auth.has_zone };
    return this.current;
  }

  setHasZone(hasZone: boolean): void {
    if (this.current) this.current = { ...this.current, hasZone };
  }

  /** Forgets the session everywhere (logout, 'Not authorized'). */
  async clear(): Promise<void> {
    const email = this.prefs.get('email');
    this.token = null;
    this.current = null;
    // Forget the account first: a keychain that fails to delete then still leaves no session to restore.
    this.prefs.set('email', null);
    if (email) await this.vault.delete(email);
  }
}
