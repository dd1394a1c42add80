import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet's scrypt recommendation: N=2^17 (128 MiB), r=8, p=1. */
export const SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const LEN = 32;
/** The largest cost a stored hash may ask for: a tampered row must not make verification allocate gigabytes. */
const MAX_MEMORY = 256 * 1024 * 1024;
const MAX_P = 16;

/** scrypt needs 128·N·r bytes for V plus 128·r·p for B; Node refuses anything above maxmem (32 MiB by default). */
function maxmemFor(c: ScryptCost): number {
  return 128 * c.r * (c.N + c.p + 2) + 1024 * 1024;
}

function validCost(c: ScryptCost): boolean {
  return (
    Number.isInteger(c.N) && c.N > 1 && (c.N & (c.N - 1)) === 0 &&
    Number.isInteger(c.r) && c.r >= 1 &&
    Number.isInteger(c.p) && c.p >= 1 && c.p <= MAX_P &&
    128 * c.N * c.r <= MAX_MEMORY
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised without breaking old ones. */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  if (!validCost(cost)) throw new Error('invalid scrypt cost');
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, LEN, { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmemFor(cost) });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const [algo, n, r, p, saltB64, hashB64, ...rest] = stored.split('$');
  if (algo !== 'scrypt' || !saltB64 || !hashB64 || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!validCost(cost)) return null;
  return { cost, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const { cost, salt, hash: expected } = parsed;
  const actual = await scrypt(password, salt, expected.length, { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmemFor(cost) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with weaker parameters than `cost` (or cannot be read), so it should be redone. */
export function needsRehash(stored: string, cost: ScryptCost = SCRYPT_COST): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const c = parsed.cost;
  return c.N < cost.N || c.r < cost.r || c.p < cost.p;
}

/** A random secret for tokens and reset keys; only its hash is stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

// A dummy hash per cost, so a login for an unknown e-mail costs the same as a wrong password.
const dummyHashes = new Map<string, Promise<string>>();
export function timingDummy(cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const key = `${cost.N}/${cost.r}/${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', cost);
    dummyHashes.set(key, dummy);
  }
  return dummy;
}
