import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { ListPutBody, type ListProduct, type ShoppingList } from '../../shared/api/lists';
import { defineRoute, defineRouteChoice } from '../http';
import { langOf } from '../lang';
import { copyList, createList, createListWith, deleteList, listsOf, putItem, removeItem, renameList, replaceList } from '../repo/lists';
import { deleteSavedPlan, deleteUnsavedPlans, markSaved, ownPlan, savedPlans } from '../repo/plans';
import { computePlans, planVersionFor, worthSaving } from '../plans/service';
import { feedApplied, feedApplying } from '../feed/update';
import { listTotals } from '../plans/list-totals';
import { linesOfPlan } from '../plans/shop-again';
import { planMail } from '../mail/plan-message';
import { RULES } from '../../shared/rules';
import { zoneOf } from '../repo/zones';
import { loyaltyOf } from '../repo/loyalty';

export async function listRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  const { catalogue } = app.caches;
  const now = () => clock.now().toISOString();

  // Prices as the catalogue serves them. On PGlite an update is applied in batches, each committed on its own, so the
  // database may hold some new prices beside old ones until the update's close; the catalogue snapshot switches only
  // at the close, so a list priced from it is all old or all new. A product the snapshot lacks keeps the database's.
  // Outside an apply the database is whole and may be newer than the snapshot (an update by another process).
  const served = async (lists: ShoppingList[]) => {
    if (!feedApplying(db)) return lists;
    const snap = await catalogue.get();
    const priced = (p: ListProduct): ListProduct => {
      const o = snap.offers.get(p.id);
      return o
        ? {
            ...p,
            price: o.price,
            saving: o.saving,
            available: o.available !== false,
            price_source: snap.priceSource(o),
            regular_price: o.regular_price ?? o.price,
            loyalty_price: o.loyalty_price,
            return_fee: o.return_fee ?? 0,
            shops_carrying: o.shops_carrying ?? null,
            chain_shops: o.chain_shops ?? null,
          }
        : p;
    };
    return lists.map((l) => ({ ...l, products: l.products.map(priced) }));
  };

  // A plan reads per-shop and current prices from the database beside the catalogue: while an update is applied
  // (PGlite, batch by batch) it waits for the close, then for the catalogue that close switched to.
  const planReady = async () => {
    await feedApplied(db);
    await catalogue.fresh();
  };

  // Each list with what it costs in the zone, from the catalogue the list's prices come from.
  const withTotals = async (userId: number, lists: ShoppingList[]): Promise<ShoppingList[]> => {
    if (!lists.length) return lists;
    const [snap, zone, loyalty] = await Promise.all([catalogue.get(), zoneOf(db, userId), loyaltyOf(db, userId)]);
    return Promise.all(
      lists.map(async (l) => ({
        ...l,
        totals: await listTotals(db, snap, zone, loyalty, l.products.map((p) => ({ product_id: p.id, quantity: p.quantity, any_brand: p.any_brand }))),
      })),
    );
  };

  defineRoute(app, 'lists', async ({ req, user }) => ({ items: await withTotals(user.id, await served(await listsOf(db, user.id, langOf(req)))) }));

  defineRoute(app, 'list', async ({ req, user, params }) => {
    const [list] = await withTotals(user.id, await served(await listsOf(db, user.id, langOf(req), params.id)));
    if (!list) throw new AppError('NOT_FOUND', 'No such list');
    return list;
  });

  defineRoute(app, 'createList', async ({ user, body }) => ({ success: true as const, id: await createList(db, user.id, body.name, now()) }));

  defineRouteChoice(
    app,
    ListPutBody,
    {
      kind: 'update',
      name: 'updateList',
      handler: async ({ user, params, body }) => {
        // A rename alone is one statement; with products, the list is locked and its items replaced.
        if (!body.products) await renameList(db, user.id, params.id, body.name, body.version, now());
        else await replaceList(db, user.id, params.id, { name: body.name, version: body.version, products: body.products }, now());
        return { success: true as const };
      },
    },
    {
      kind: 'plan',
      name: 'requestPlan',
      handler: async ({ req, user, params, body }) => {
        await planReady();
        return { versions: await computePlans(app.deps, catalogue, user.id, params.id, body, langOf(req)) };
      },
    },
  );

  defineRoute(app, 'deleteList', async ({ user, params }) => {
    if (!(await deleteList(db, user.id, params.id))) throw new AppError('NOT_FOUND', 'No such list');
    // Unsaved plans of the list go with it (its members' too); saved ones keep what was shown.
    await deleteUnsavedPlans(db, null, params.id);
    return { success: true as const };
  });

  defineRoute(app, 'setQuantity', async ({ user, params, body }) => {
    if (body.quantity === 0) await removeItem(db, user.id, params.list_id, body.product_id, body.version, now());
    else await putItem(db, user.id, params.list_id, body, now());
    return { success: true as const };
  });

  defineRoute(app, 'planVersion', async ({ req, user, params }) => {
    await planReady();
    return { version: await planVersionFor(db, catalogue, user.id, params.id, langOf(req)) };
  });

  defineRoute(app, 'savePlan', async ({ user, body }) => {
    // A plan with an idle store, or one that fewer stores beat, is never offered, so it cannot be saved either.
    const plan = await ownPlan(db, user.id, body.id);
    if (!worthSaving(plan.data)) throw new AppError('PLAN_NOT_OFFERED', 'Fewer stores cost no more than this plan');
    if (!(await markSaved(db, user.id, body.id))) throw new AppError('NOT_FOUND', 'No such plan');
    return { versions: await savedPlans(db, user.id) };
  });

  defineRoute(app, 'savedPlans', async ({ user }) => ({ versions: await savedPlans(db, user.id) }));

  defineRoute(app, 'copyList', async ({ user, params, body }) => {
    const id = await copyList(db, user.id, params.id, body.name, now());
    if (id === null) throw new AppError('NOT_FOUND', 'No such list');
    return { success: true as const, id, left_out: 0 };
  });

  defineRoute(app, 'copyPlan', async ({ user, params, body }) => {
    const plan = await ownPlan(db, user.id, params.id);
    // A plan's missing items are bought as today's cheapest offer: from the catalogue as it stands after any update.
    await planReady();
    const { lines, left_out } = linesOfPlan(await catalogue.get(), plan.data);
    const made = await createListWith(db, user.id, body.name, lines, now());
    return { success: true as const, id: made.id, left_out: left_out + made.left_out };
  });

  // Plan mails per account in the last hour: a stolen session cannot make the server a mail cannon, even to one address.
  const mailed = new Map<number, { count: number; resetAt: number }>();
  const countMail = (userId: number) => {
    const at = clock.now().getTime();
    const entry = mailed.get(userId);
    if (!entry || entry.resetAt <= at) {
      mailed.set(userId, { count: 1, resetAt: at + 3_600_000 });
      if (mailed.size > 10_000) for (const [k, v] of mailed) if (v.resetAt <= at) mailed.delete(k);
    } else if (++entry.count > RULES.planMailsPerHour) throw new AppError('RATE_LIMITED', 'Too many plan mails this hour');
  };

  defineRoute(app, 'mailPlan', async ({ req, user, params }) => {
    await planReady();
    const lang = langOf(req);
    const version = await planVersionFor(db, catalogue, user.id, params.id, lang);
    countMail(user.id);
    if (!app.mailQueue.enqueue(() => planMail({ lang, to: user.email, version }))) throw new AppError('SERVER_ERROR', 'The mail could not be queued');
    return { success: true as const, to: user.email };
  });

  defineRoute(app, 'deleteSavedPlan', async ({ user, params }) => {
    if (!(await deleteSavedPlan(db, user.id, params.id))) throw new AppError('NOT_FOUND', 'No such plan');
    return { success: true as const };
  });
}
