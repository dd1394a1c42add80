/**
 * Reader for TPPLIB instances (TSPLIB plus DEMAND_SECTION and OFFER_SECTION). Node 1 is the depot;
 * here nodes are 0-based, so node 0 is the depot. Only EUC_2D is supported, and distances are
 * truncated (int(sqrt(.))): the published optima use truncation.
 */
export interface TppOffer {
  product: number;
  price: number;
  availability: number;
}

export interface TppInstance {
  name: string;
  /** Nodes including the depot. */
  n: number;
  x: Float64Array;
  y: Float64Array;
  /** n x n, row-major. */
  dist: Int32Array;
  /** Demand per product (0-based products). */
  demand: Int32Array;
  /** offers[node]: what that market sells; offers[0] is empty. */
  offers: TppOffer[][];
  /** True when some offer cannot meet its product's whole demand (class 4, capacitated). */
  capacitated: boolean;
}

export function parseTpplib(text: string, name = ''): TppInstance {
  const lines = text.split(/\r?\n/);
  const header = new Map<string, string>();
  let at = 0;
  const tokensFrom = (start: number): { tokens: number[]; end: number } => {
    const tokens: number[] = [];
    let i = start;
    for (; i < lines.length; i++) {
      const l = lines[i]!.trim();
      if (/^[A-Z_]+\s*:?/.test(l) && !/^\d/.test(l)) break;
      for (const t of l.split(/\s+/)) if (t !== '') tokens.push(Number(t));
    }
    return { tokens, end: i };
  };
  let coords: number[] = [];
  let demand: number[] = [];
  let offers: number[] = [];
  while (at < lines.length) {
    const l = lines[at]!.trim();
    const section = /^([A-Z_]+)\s*:?\s*(.*)$/.exec(l);
    if (!section || l === 'EOF') {
      at++;
      continue;
    }
    const [, key, rest] = section as unknown as [string, string, string];
    if (key === 'NODE_COORD_SECTION' || key === 'DEMAND_SECTION' || key === 'OFFER_SECTION') {
      const { tokens, end } = tokensFrom(at + 1);
      if (key === 'NODE_COORD_SECTION') coords = tokens;
      else if (key === 'DEMAND_SECTION') demand = tokens;
      else offers = tokens;
      at = end;
      continue;
    }
    header.set(key, rest.trim());
    at++;
  }

  const n = Number(header.get('DIMENSION'));
  if (!Number.isInteger(n) || n < 1) throw new Error(`tpplib: bad DIMENSION in ${name}`);
  const type = header.get('EDGE_WEIGHT_TYPE') ?? '';
  if (type !== 'EUC_2D') throw new Error(`tpplib: unsupported EDGE_WEIGHT_TYPE ${type} in ${name}`);
  if (coords.length !== 3 * n) throw new Error(`tpplib: expected ${n} coordinates in ${name}`);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const id = coords[3 * j]! - 1;
    x[id] = coords[3 * j + 1]!;
    y[id] = coords[3 * j + 2]!;
  }
  const dist = new Int32Array(n * n);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) dist[a * n + b] = Math.trunc(Math.sqrt((x[a]! - x[b]!) ** 2 + (y[a]! - y[b]!) ** 2));

  const k = demand[0]!;
  const dem = new Int32Array(k);
  for (let j = 0; j < k; j++) dem[demand[1 + 2 * j]! - 1] = demand[2 + 2 * j]!;

  const marketOffers: TppOffer[][] = Array.from({ length: n }, () => []);
  let p = 0;
  while (p < offers.length) {
    const node = offers[p++]! - 1;
    const count = offers[p++]!;
    for (let j = 0; j < count; j++) {
      marketOffers[node]!.push({ product: offers[p]! - 1, price: offers[p + 1]!, availability: offers[p + 2]! });
      p += 3;
    }
  }
  const capacitated = marketOffers.some((list) => list.some((o) => o.availability < dem[o.product]!));
  return { name: header.get('NAME') || name, n, x, y, dist, demand: dem, offers: marketOffers, capacitated };
}
