/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations, shot, signUp } from './helpers';

/** Staples a Budapest household buys; each query's first hit becomes one list item. */
const STAPLES = ['tej', 'kenyér', 'vaj', 'tojás', 'alma', 'banán', 'sajt', 'joghurt', 'rizs', 'liszt', 'cukor', 'kávé', 'paradicsom', 'csirke', 'burgonya', 'tészta'];

/** Screenshot and axe check in English, then the same in Hungarian, and back to English. */
export async function checkInBothLanguages(page: Page, name: string): Promise<void> {
  await expectNoSeriousViolations(page, `${name} en`);
  await shot(page, `shopping-${name}-en`);
  await page.getByRole('button', { name: 'Hu', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expectNoSeriousViolations(page, `${name} hu`);
  await shot(page, `shopping-${name}-hu`);
  await page.getByRole('button', { name: 'En', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** The zone another screen sets: central Budapest, 5 km, every retailer (through the bridge). */
export async function setBudapestZone(page: Page): Promise<void> {
  const res = await page.evaluate(async () => {
    const r = await window.kosar.api('retailers');
    if (!r.ok) return r;
    return window.kosar.api('saveZone', { body: { latitude: 47.4979, longitude: 19.0402, diameter: 5000, retailers: r.data.retailers.map((x) => x.id) } });
  });
  expect(res.ok, JSON.stringify(res)).toBe(true);
}

/** A list of `count` different staples sold across the chains (quantities 1..3), built through the bridge; returns its id and product ids. */
export async function buildList(page: Page, name: string, count: number): Promise<{ id: number; productIds: number[] }> {
  const out = await page.evaluate(
    async ({ name, count, staples }) => {
      const created = await window.kosar.api('createList', { body: { name } });
      if (!created.ok) throw new Error(created.error.message);
      const picked: number[] = [];
      const canonical = new Set<number>();
      for (const query of staples) {
        if (picked.length === count) break;
        const found = await window.kosar.api('search', { body: { query } });
        if (!found.ok) continue;
        // A modelled product (sold across the chains): the bundled basket's observed products are each one chain's.
        const hit = found.data.products.find((p) => p.price_source.kind === 'estimate' && !canonical.has(p.canonical_id ?? -p.id));
        if (!hit) continue;
        canonical.add(hit.canonical_id ?? -hit.id);
        picked.push(hit.id);
        const set = await window.kosar.api('setQuantity', {
          params: { list_id: created.data.id },
          body: { product_id: hit.id, quantity: (picked.length % 3) + 1 },
        });
        if (!set.ok) throw new Error(set.error.message);
      }
      return { id: created.data.id, productIds: picked };
    },
    { name, count, staples: STAPLES },
  );
  expect(out.productIds).toHaveLength(count);
  return out;
}

/** Forint amounts as shown in English ("1,299 Ft", "-240 Ft") back to numbers. */
export function ft(text: string | null): number {
  const clean = (text ?? '').replace(/[^\d-]/g, '');
  return Number(clean);
}

/** A new user's plan of a `count`-item list named "Weekly shop" in central Budapest, opened in its detail; the user's e-mail. */
export async function openWeeklyPlan(page: Page, count: number): Promise<string> {
  const { email } = await signUp(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await setBudapestZone(page);
  await buildList(page, 'Weekly shop', count);
  await page.goto('/#/shopping/management');
  await page.getByRole('button', { name: /^Weekly shop \d/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Plan shopping' }).click();
  await page.getByRole('button', { name: 'Consider all' }).click();
  await page.getByRole('button', { name: 'View detail' }).first().click();
  await expect(page.getByTestId('plan-total')).toBeVisible();
  return email;
}
