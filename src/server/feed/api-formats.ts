/**
 * The price monitor's JSON API (shared/data/arfigyelo-format.md §2), validated at the boundary. Bad items are
 * reported with their position and left out; a response of the wrong shape altogether is refused.
 */
import { z } from 'zod';
import { FeedError, type FeedProblem } from './problems';

const money = z.number().finite().min(0).max(10_000_000);
const decimalText = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0 || n > 100_000) {
    ctx.addIssue({ code: 'custom', message: `${JSON.stringify(v)} is not a package size` });
    return z.NEVER;
  }
  return n;
});
const id64 = z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/, 'is not an id');

export const ChainStore = z.object({ uuid: z.string().min(1).max(64), name: z.string().trim().min(1).max(100) });
export const ChainStoresResponse = z.object({ chainStores: z.array(z.unknown()) });

export const Shop = z.object({
  uuid: id64,
  chainStoreUuid: z.string().min(1).max(64),
  postalCode: z.string().trim().max(10),
  city: z.string().trim().min(1).max(100),
  address: z.string().trim().min(1).max(300),
  location: z.object({ latitude: z.number().min(45.5).max(48.8), longitude: z.number().min(16).max(23) }),
});
export type Shop = z.infer<typeof Shop>;
export const ShopsResponse = z.object({ shops: z.array(z.unknown()) });

export interface CategoryNode {
  id: number;
  name: string;
  path: string;
  categoryNodes: CategoryNode[];
}
const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int().positive().max(100_000),
    name: z.string().trim().min(1).max(200),
    path: z.string().max(300),
    categoryNodes: z.array(CategoryNodeSchema).default([]),
  }),
) as z.ZodType<CategoryNode>;
export const CategoriesResponse = z.object({ categories: z.array(CategoryNodeSchema).min(1) });

export const PriceType = z.enum(['NORMAL', 'DISCOUNTED', 'LOYALTY']);
export const Price = z.object({ type: z.string(), amount: money, unitAmount: money.optional() });
export const ProductDetail = z.object({
  id: id64,
  name: z.string().trim().min(1).max(300),
  unit: z.string().max(10),
  packaging: decimalText,
  categoryId: z.union([z.string(), z.number()]).transform(String),
  /** The deposit (betétdíj) on a drink container, in Ft, and its kind; 0 and null when there is none (§2.2). */
  returnFee: z.number().min(0).max(10_000).nullable().optional().transform((v) => Math.round(v ?? 0)),
  returnType: z.string().max(40).nullable().optional(),
  chainStores: z.array(
    z.object({
      uuid: z.string().min(1).max(64),
      name: z.string().max(100),
      prices: z.array(Price).default([]),
      priceSameEverywhere: z.boolean().optional(),
      availableInShops: z.array(z.string().max(64)).max(5_000).default([]),
    }),
  ),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** §2.5 GET /product/{id}/shop/{shopUuid,...}: a product's prices in the shops asked for (`uuid` is the product). */
export const ShopPricesResponse = z.object({
  shops: z
    .array(z.object({ uuid: id64, shopUuid: z.string().min(1).max(64), prices: z.array(Price).default([]) }))
    .max(100),
});
export type ShopPricesResponse = z.infer<typeof ShopPricesResponse>;

/** Parses a wrapped list: the wrapper must be right, each item is checked on its own. */
export function parseList<T>(
  body: unknown,
  wrapper: z.ZodType<Record<string, unknown[]>>,
  key: string,
  item: z.ZodType<T>,
  what: string,
): { items: T[]; problems: FeedProblem[] } {
  const outer = wrapper.safeParse(body);
  if (!outer.success) throw new FeedError('format', `${what}: the answer is not ${key}: [...] (${outer.error.issues[0]?.message ?? 'wrong shape'})`);
  const items: T[] = [];
  const problems: FeedProblem[] = [];
  outer.data[key]!.forEach((raw, i) => {
    const r = item.safeParse(raw);
    if (r.success) items.push(r.data);
    else for (const issue of r.error.issues.slice(0, 3)) problems.push({ source: what, row: i + 1, column: issue.path.join('.') || undefined, message: issue.message });
  });
  return { items, problems };
}
