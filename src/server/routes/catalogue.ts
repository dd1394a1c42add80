import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Language } from '../../shared/rules';
import { defineRoute, RawJson } from '../http';
import { langOf } from '../lang';
import type { CatalogueSnapshot, OfferRow } from '../repo/catalogue-snapshot';
import type { Zone } from '../repo/zones';

const HOME_ROW = 12;

const page = <T>(rows: readonly T[], p: number, limit: number) => rows.slice((p - 1) * limit, p * limit);

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue, users } = app.caches;
  /** Everything a product-shaped answer needs about the asking user. */
  const viewOf = async (req: FastifyRequest, userId: number) => ({
    lang: langOf(req) as Language,
    zone: await users.zone(userId),
    favourites: await users.favouriteIds(userId),
  });

  /**
   * What "in your area" means for a list: an offer of a retailer the user chose with a shop inside the zone's circle
   * (every retailer without a zone). Home's rows, the collections and the category lists keep to it.
   */
  const inZone = (snap: CatalogueSnapshot, zone: Zone | null) => {
    const ours = snap.inZone(zone);
    return (o: OfferRow) => ours(o.retailer_id);
  };

  const home = async (req: FastifyRequest, userId: number, retailerId: number | null) => {
    const [snap, view] = await Promise.all([catalogue.get(), viewOf(req, userId)]);
    const ours = inZone(snap, view.zone);
    // Each row leads with what no row above it shows, so the rows differ; it repeats a product only when it has
    // too few others to fill its place. One offer per product within a row.
    const shown = new Set<number>();
    const pick = (rows: OfferRow[]) => {
      const eligible = rows.filter((o) => ours(o) && (retailerId === null || o.retailer_id === retailerId));
      const out: OfferRow[] = [];
      const inRow = new Set<number>();
      for (const fresh of [true, false]) {
        for (const o of eligible) {
          if (out.length === HOME_ROW) break;
          if (inRow.has(o.canonical_id) || shown.has(o.canonical_id) !== !fresh) continue;
          inRow.add(o.canonical_id);
          out.push(o);
        }
      }
      for (const c of inRow) shown.add(c);
      return snap.products(out, view);
    };
    const discountedPerRetailer = new Map<number, number>();
    for (const o of snap.discounted) discountedPerRetailer.set(o.retailer_id, (discountedPerRetailer.get(o.retailer_id) ?? 0) + 1);
    const retailerInZone = snap.inZone(view.zone);
    const popular = [...snap.retailers.values()].filter((r) => retailerInZone(r.id)).sort(
      (a, b) => (discountedPerRetailer.get(b.id) ?? 0) - (discountedPerRetailer.get(a.id) ?? 0) || a.name.localeCompare(b.name),
    );
    return {
      best: pick(snap.best),
      popular,
      vegan: pick(snap.veggie),
      lactose: pick(snap.lactoseFree),
      category: snap.categoryList(view.lang, (c) => c.parent_id === null),
    };
  };

  defineRoute(app, 'home', ({ req, user }) => home(req, user.id, null));
  defineRoute(app, 'homeFor', async ({ req, user, params }) => {
    if (!(await catalogue.get()).retailers.has(params.id)) throw new AppError('NOT_FOUND', 'No such retailer');
    return home(req, user.id, params.id);
  });

  defineRoute(app, 'categories', async ({ req }) => ({ categories: (await catalogue.get()).categoryList(langOf(req), () => true) }));
  defineRoute(app, 'category', async ({ req, params }) => {
    const snap = await catalogue.get();
    const category = snap.category(params.id, langOf(req));
    if (!category) throw new AppError('NOT_FOUND', 'No such category');
    return { category, categories: snap.categoryList(langOf(req), (c) => c.parent_id === params.id) };
  });

  defineRoute(app, 'categoryProducts', async ({ req, user, params, query }) => {
    const snap = await catalogue.get();
    if (!snap.categories.has(params.id)) throw new AppError('NOT_FOUND', 'No such category');
    const scope = query.sub ?? params.id;
    const view = await viewOf(req, user.id);
    const ours = inZone(snap, view.zone);
    const rows = snap.categoryOffers(scope, query.sort).filter(ours);
    return { items: snap.products(page(rows, query.page, query.limit), view) };
  });

  defineRoute(app, 'collection', async ({ req, user, params, query }) => {
    const [snap, view] = await Promise.all([catalogue.get(), viewOf(req, user.id)]);
    const source = { best: snap.best, vegan: snap.veggie, lactose: snap.lactoseFree, popular: snap.discounted }[params.kind];
    if (params.kind === 'popular' && !query.retailer_id) throw new AppError('VALIDATION', 'query.retailer_id: required for popular offers');
    const ours = inZone(snap, view.zone);
    const rows = source.filter((o) => (query.retailer_id ? o.retailer_id === query.retailer_id : ours(o)));
    return { items: snap.products(page(rows, query.page, query.limit), view) };
  });

  defineRoute(app, 'search', async ({ req, user, body }) => {
    const lang = langOf(req);
    const q = body.query.trim();
    if (!q) return { products: [] };
    const [snap, view] = await Promise.all([catalogue.get(), viewOf(req, user.id)]);
    // The zone's retailers only, as home and the category lists: a chain with no shop in the zone fills no result.
    const ours = snap.inZone(view.zone);
    const offers = snap.search.search({
      query: q,
      discounted: body.discounted,
      category: body.category ?? undefined,
      retailers: view.zone ? new Set([...snap.retailers.keys()].filter(ours)) : undefined,
      sort: body.sort,
      lang,
      limit: body.limit,
      offset: (body.page - 1) * body.limit,
    });
    return { products: snap.products(offers, view) };
  });

  defineRoute(app, 'product', async ({ req, user, params }) => {
    const [snap, view] = await Promise.all([catalogue.get(), viewOf(req, user.id)]);
    const offer = snap.offers.get(params.id);
    if (!offer) throw new AppError('NOT_FOUND', 'No such product');
    const [product] = snap.products([offer], view);
    const others = snap.otherOffers(offer, view.zone, view.lang);
    // The chart compares this very product across chains: a similar product standing in has a history of its own.
    const history = await catalogue.history([offer.id, ...others.filter((o) => !o.similar).map((o) => o.id)]);
    return new RawJson(
      { ...product, other_offers: others, lowest_12m: history.lowest12m(offer.id), history_basis: history.basis(offer.id) },
      { history: history.json },
    );
  });

  defineRoute(app, 'retailers', async () => ({ retailers: [...(await catalogue.get()).retailers.values()] }));
  defineRoute(app, 'retailer', async ({ params }) => {
    const r = (await catalogue.get()).retailers.get(params.id);
    if (!r) throw new AppError('NOT_FOUND', 'No such retailer');
    return { retailers: [r] };
  });
  defineRoute(app, 'shops', async () => ({ shops: (await catalogue.get()).shops }));
  defineRoute(app, 'shop', async ({ params }) => {
    const found = (await catalogue.get()).shops.filter((s) => s.id === params.id);
    if (!found.length) throw new AppError('NOT_FOUND', 'No such shop');
    return { shops: found };
  });
}
