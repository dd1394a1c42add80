/**
 * The one client of the price monitor, for the embedded server and a server deployment alike. Addresses come from
 * KOSAR_FEED_URL (the JSON API's base) and KOSAR_FEED_EXPORT_URL (the daily export); the real hosts are the
 * defaults. Every call has a time limit and a size limit; product calls are polite (one or two at a time, a pause
 * between them, answers remembered).
 */
import { FeedError } from './problems';

export const DEFAULT_FEED_URL = 'https://arfigyelo.gvh.hu/api';
export const DEFAULT_EXPORT_URL = 'https://cdnarfigyeloprodweu.azureedge.net/excel/arfigyelo_napi_termekadatok.xlsx';
/** A healthy export is about 1.8 MB; anything under this is an error page (format notes §1). */
export const MIN_EXPORT_BYTES = 300_000;

export interface FeedClientOptions {
  baseUrl?: string;
  exportUrl?: string;
  timeoutMs?: number;
  /** The export's own, longer limit (it is a download of a few MB). */
  exportTimeoutMs?: number;
  minExportBytes?: number;
  maxExportBytes?: number;
  /** Product calls at once, and the pause after each. */
  concurrency?: number;
  pauseMs?: number;
  /** How long a product answer is reused. */
  cacheMs?: number;
  fetch?: typeof fetch;
  /** The pause between product calls (default a timer of `ms`), and the clock of the cache (default Date.now). */
  pause?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Why a request got no answer, as the network layer says it ("connect ECONNREFUSED 127.0.0.1:9" rather than "fetch failed"). */
function networkReason(err: unknown): string {
  const e = err as Error & { cause?: { message?: unknown; code?: unknown } };
  const c = e.cause;
  const cause = c && typeof c.message === 'string' && c.message ? c.message : c && typeof c.code === 'string' ? c.code : null;
  return cause ? `${e.message} (${cause})` : e.message;
}

/** A connection closed or reset by the other end before any answer (not a refusal, not a time-out). */
function droppedConnection(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } }).cause?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';
}

export function feedClientFromEnv(env: NodeJS.ProcessEnv = process.env, opts: FeedClientOptions = {}): FeedClient {
  return new FeedClient({ baseUrl: env.KOSAR_FEED_URL || undefined, exportUrl: env.KOSAR_FEED_EXPORT_URL || undefined, ...opts });
}

/** Shops asked about in one per-shop price call (the most a known consumer of the monitor sends). */
export const SHOPS_PER_CALL = 8;

export class FeedClient {
  readonly baseUrl: string;
  readonly exportUrl: string;
  private readonly o: Required<Omit<FeedClientOptions, 'baseUrl' | 'exportUrl' | 'fetch' | 'pause' | 'now'>>;
  private readonly doFetch: typeof fetch;
  private readonly pause: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly cache = new Map<string, { at: number; body: unknown }>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(opts: FeedClientOptions = {}) {
    this.baseUrl = (opts.baseUrl ?? DEFAULT_FEED_URL).replace(/\/+$/, '');
    this.exportUrl = opts.exportUrl ?? DEFAULT_EXPORT_URL;
    this.doFetch = opts.fetch ?? fetch;
    this.pause = opts.pause ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.now = opts.now ?? Date.now;
    this.o = {
      timeoutMs: opts.timeoutMs ?? 30_000,
      exportTimeoutMs: opts.exportTimeoutMs ?? 180_000,
      minExportBytes: opts.minExportBytes ?? MIN_EXPORT_BYTES,
      maxExportBytes: opts.maxExportBytes ?? 64 * 1024 * 1024,
      concurrency: opts.concurrency ?? 2,
      pauseMs: opts.pauseMs ?? 250,
      cacheMs: opts.cacheMs ?? 6 * 3_600_000,
    };
  }

  /** GET {base}{path} as JSON. */
  async json(path: string, maxBytes = 16 * 1024 * 1024): Promise<unknown> {
    const body = await this.get(`${this.baseUrl}${path}`, this.o.timeoutMs, maxBytes);
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      throw new FeedError('format', `${path}: the answer is not JSON`);
    }
  }

  /** The daily export file, refused when it is an error page or cut short. */
  async exportFile(onProgress?: (received: number, total: number | null) => void): Promise<Buffer> {
    const file = await this.get(this.exportUrl, this.o.exportTimeoutMs, this.o.maxExportBytes, onProgress);
    if (file.length < this.o.minExportBytes) {
      throw new FeedError('format', `the export is ${file.length} bytes, too small to be the daily file (an error page?)`);
    }
    // An .xlsx is a zip: it starts with PK.
    if (file[0] !== 0x50 || file[1] !== 0x4b) throw new FeedError('format', 'the export is not an .xlsx file');
    return file;
  }

  /** One product's detail (§2.4), politely: a bounded number at once, a pause after each, answers reused. */
  product(id: string): Promise<unknown | null> {
    return this.polite(`/product/${encodeURIComponent(id)}`);
  }

  /** A product's prices in up to SHOPS_PER_CALL of the chain's shops (§2.5), as politely as product(). */
  shopPrices(id: string, shopUuids: readonly string[]): Promise<unknown | null> {
    if (shopUuids.length === 0 || shopUuids.length > SHOPS_PER_CALL) throw new RangeError(`1 to ${SHOPS_PER_CALL} shops per call`);
    return this.polite(`/product/${encodeURIComponent(id)}/shop/${shopUuids.map(encodeURIComponent).join(',')}`);
  }

  /** A product call: a bounded number at once, a pause after each, answers reused for cacheMs; 404 is null. */
  private async polite(path: string): Promise<unknown | null> {
    const hit = this.cache.get(path);
    if (hit && this.now() - hit.at < this.o.cacheMs) return hit.body;
    await this.slot();
    try {
      const body = await this.json(path).catch((err: unknown) => {
        if (err instanceof FeedError && err.kind === 'http' && / 404$/.test(err.message)) return null;
        throw err;
      });
      this.cache.set(path, { at: this.now(), body });
      return body;
    } finally {
      await this.pause(this.o.pauseMs);
      this.release();
    }
  }

  private async slot(): Promise<void> {
    if (this.active < this.o.concurrency) {
      this.active++;
      return;
    }
    await new Promise<void>((r) => this.waiting.push(r));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  private async get(url: string, timeoutMs: number, maxBytes: number, onProgress?: (received: number, total: number | null) => void): Promise<Buffer> {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), timeoutMs);
    const shown = url.replace(/\?.*$/, '');
    try {
      let res: Response | undefined;
      for (let attempt = 1; !res; attempt++) {
        try {
          res = await this.doFetch(url, { signal: ctrl.signal, headers: { accept: 'application/json, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*' }, redirect: 'follow' });
        } catch (err) {
          // A kept-alive connection the other end had already dropped fails before any answer: asked once more, afresh.
          if (attempt === 1 && !ctrl.signal.aborted && droppedConnection(err)) continue;
          throw new FeedError('network', ctrl.signal.aborted ? `${shown}: no answer within ${Math.round(timeoutMs / 1000)} s` : `${shown}: ${networkReason(err)}`);
        }
      }
      if (!res.ok) throw new FeedError('http', `${shown}: the monitor answered ${res.status}`);
      const declared = Number(res.headers.get('content-length') ?? NaN);
      if (declared > maxBytes) throw new FeedError('format', `${shown}: ${declared} bytes is more than ${maxBytes}`);
      const total = Number.isFinite(declared) ? declared : null;
      const chunks: Buffer[] = [];
      let received = 0;
      try {
        for await (const chunk of res.body ?? []) {
          received += chunk.length;
          if (received > maxBytes) throw new FeedError('format', `${shown}: more than ${maxBytes} bytes`);
          chunks.push(Buffer.from(chunk));
          onProgress?.(received, total);
        }
      } catch (err) {
        if (err instanceof FeedError) throw err;
        throw new FeedError('network', ctrl.signal.aborted ? `${shown}: no answer within ${Math.round(timeoutMs / 1000)} s` : `${shown}: the download broke off (${(err as Error).message})`);
      }
      if (total !== null && received !== total) throw new FeedError('network', `${shown}: the download broke off at ${received} of ${total} bytes`);
      return Buffer.concat(chunks);
    } finally {
      clearTimeout(timer);
    }
  }
}
