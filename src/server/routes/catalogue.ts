import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Category, PriceSeries, Retailer } from '../../shared/api/catalogue';
import { defineRoute } from '../http';
import { langOf } from '../lang';
import { searchProducts } from '../catalogue/search';
import { col, otherOffers, productsWhere, toProducts, type ProductRow, type ProductView, productSelect } from '../repo/products';
import { ShopDirectory, zoneOf } from '../repo/shops';
import type { Queryable } from '../db/db';

const HOME_ROW = 12;

async function categoriesOf(db: Queryable, lang: 'en' | 'hu', where: string, params: unknown[]): Promise<Category[]> {
  const l = col(lang);
  return db.query<Category>(
    `SELECT id, name_${l} AS name, slug, parent_id, search_group, photo FROM categories WHERE ${where} ORDER BY id`,
    params,
  );
}

/** Weekly prices as dated points: prices[i] is the week starting start_date + i * step_days. */
function seriesOf(row: { product_id: number; retailer_name: string; start_date: string | Date; step_days: number; prices: number[] }): PriceSeries {
  const start = new Date(row.start_date).getTime();
  return {
    product_id: row.product_id,
    retailer_name: row.retailer_name,
    points: row.prices.map((price, i) => ({ week: new Date(start + i * row.step_days * 86_400_000).toISOString().slice(0, 10), price })),
  };
}

export async function catalogueRoutes(app: FastifyInstance, shops: ShopDirectory): Promise<void> {
  const { db } = app.deps;
  const viewOf = async (req: FastifyRequest, userId: number): Promise<ProductView> => ({
    lang: langOf(req),
    userId,
    zone: await zoneOf(db, userId),
    shops,
  });

  const home = async (req: FastifyRequest, userId: number, retailerId: number | null) => {
    const view = await viewOf(req, userId);
    const r = retailerId === null ? 'TRUE' : 'p.retailer_id = $2';
    const params = retailerId === null ? [] : [retailerId];
    const limit = `ORDER BY p.saving DESC, p.id LIMIT ${HOME_ROW}`;
    const [best, vegan, lactose, popular, category] = await Promise.all([
      productsWhere(db, view, `p.discount AND ${r}`, params, limit),
      productsWhere(db, view, `(p.vegan OR p.vegetarian) AND ${r}`, params, limit),
      productsWhere(db, view, `p.lactose_free AND ${r}`, params, limit),
      db.query<Retailer>(
        `SELECT r.id, r.name, r.slug, r.photo, r.color FROM retailers r
           LEFT JOIN products p ON p.retailer_id = r.id AND p.discount
          GROUP BY r.id ORDER BY count(p.id) DESC, r.name`,
      ),
      categoriesOf(db, view.lang, 'parent_id IS NULL', []),
    ]);
    return { best, popular, vegan, lactose, category };
  };

  defineRoute(app, 'home', ({ req, user }) => home(req, user.id, null));
  defineRoute(app, 'homeFor', async ({ req, user, params }) => {
    const exists = await db.query('SELECT 1 FROM retailers WHERE id = $1', [params.id]);
    if (!exists.length) throw new AppError('NOT_FOUND', 'No such retailer');
    return home(req, user.id, params.id);
  });

  defineRoute(app, 'categories', async ({ req }) => ({ categories: await categoriesOf(db, langOf(req), 'TRUE', []) }));
  defineRoute(app, 'category', async ({ req, params }) => {
    const [category] = await categoriesOf(db, langOf(req), 'id = $1', [params.id]);
    if (!category) throw new AppError('NOT_FOUND', 'No such category');
    return { category, categories: await categoriesOf(db, langOf(req), 'parent_id = $1', [params.id]) };
  });

  defineRoute(app, 'categoryProducts', async ({ req, user, params, query }) => {
    const page = query.page;
    const exists = await db.query('SELECT 1 FROM categories WHERE id = $1', [params.id]);
    if (!exists.length) throw new AppError('NOT_FOUND', 'No such category');
    const view = await viewOf(req, user.id);
    const scope = query.sub ?? params.id;
    const items = await productsWhere(
      db,
      view,
      '(c.id = $2 OR c.parent_id = $2)',
      [scope],
      `ORDER BY p.discount DESC, p.saving DESC, p.id LIMIT ${query.limit} OFFSET ${(page - 1) * query.limit}`,
    );
    return { items };
  });

  defineRoute(app, 'collection', async ({ req, user, params, query }) => {
    const view = await viewOf(req, user.id);
    const where: Record<typeof params.kind, string> = {
      best: 'p.discount',
      vegan: '(p.vegan OR p.vegetarian)',
      lactose: 'p.lactose_free',
      popular: 'p.discount',
    };
    const clauses = [where[params.kind]];
    const args: unknown[] = [];
    if (query.retailer_id) {
      args.push(query.retailer_id);
      clauses.push(`p.retailer_id = $${args.length + 1}`);
    } else if (params.kind === 'popular') throw new AppError('VALIDATION', 'query.retailer_id: required for popular offers');
    const items = await productsWhere(
      db,
      view,
      clauses.join(' AND '),
      args,
      `ORDER BY p.saving DESC, p.id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    );
    return { items };
  });

  defineRoute(app, 'search', async ({ req, user, body }) => {
    const lang = langOf(req);
    const q = body.query.trim();
    if (!q) return { products: [] };
    const hits = await searchProducts(db, {
      query: q,
      discounted: body.discounted,
      category: body.category ?? undefined,
      sort: body.sort,
      lang,
      limit: body.limit,
      offset: (body.page - 1) * body.limit,
    });
    if (!hits.length) return { products: [] };
    const view = await viewOf(req, user.id);
    const rows = await db.query<ProductRow>(`${productSelect(lang)} WHERE p.id = ANY($2::int[])`, [user.id, hits.map((h) => h.id)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = hits.map((h) => byId.get(h.id)).filter((r): r is ProductRow => !!r);
    return { products: await toProducts(ordered, view) };
  });

  defineRoute(app, 'product', async ({ req, user, params }) => {
    const view = await viewOf(req, user.id);
    const rows = await db.query<ProductRow>(`${productSelect(view.lang)} WHERE p.id = $2`, [user.id, params.id]);
    if (!rows[0]) throw new AppError('NOT_FOUND', 'No such product');
    const [product] = await toProducts(rows, view);
    const others = await otherOffers(db, view, rows[0]);
    const history = await db.query<{ product_id: number; retailer_name: string; start_date: string; step_days: number; prices: number[] }>(
      `SELECT h.product_id, r.name AS retailer_name, h.start_date::text AS start_date, h.step_days, h.prices
         FROM price_history h JOIN products p ON p.id = h.product_id JOIN retailers r ON r.id = p.retailer_id
        WHERE h.product_id = ANY($1::int[])`,
      [[product.id, ...others.map((o) => o.id)]],
    );
    const series = history.map(seriesOf).sort((a, b) => (a.product_id === product.id ? -1 : b.product_id === product.id ? 1 : 0));
    const own = series.find((s) => s.product_id === product.id);
    const lastYear = own?.points.slice(-52) ?? [];
    const lowest = lastYear.reduce<{ price: number; week: string } | null>((m, p) => (!m || p.price < m.price ? p : m), null);
    return { ...product, other_offers: others, history: series, lowest_12m: lowest };
  });

  defineRoute(app, 'retailers', async () => ({
    retailers: await db.query<Retailer>('SELECT id, name, slug, photo, color FROM retailers ORDER BY name'),
  }));
  defineRoute(app, 'retailer', async ({ params }) => {
    const retailers = await db.query<Retailer>('SELECT id, name, slug, photo, color FROM retailers WHERE id = $1', [params.id]);
    if (!retailers.length) throw new AppError('NOT_FOUND', 'No such retailer');
    return { retailers };
  });
  defineRoute(app, 'shops', async () => ({ shops: await shops.all() }));
  defineRoute(app, 'shop', async ({ params }) => {
    const found = (await shops.all()).filter((s) => s.id === params.id);
    if (!found.length) throw new AppError('NOT_FOUND', 'No such shop');
    return { shops: found };
  });
}
