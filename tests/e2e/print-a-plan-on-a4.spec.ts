/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { shot } from './helpers';
import { openWeeklyPlan } from './shopping-helpers';

/** A4 at 96 px per inch, less the print style sheet's 14 mm margins each side: the width the sheet is laid out in. */
const A4_CONTENT_PX = Math.floor(((210 - 2 * 14) / 25.4) * 96);

/** "Print plan": the whole plan on paper, not only the checklist: name, dates, stores with prices and subtotals, totals, trip. */
test('Print plan puts the whole plan on an A4 sheet, in English and in Hungarian', async ({ page }) => {
  await openWeeklyPlan(page, 4);

  // The button asks the host for a PDF, which the browser host cannot make: its print dialog opens with the plan sheet.
  await page.evaluate(() => {
    const w = window as unknown as { printed: Array<string | null> };
    w.printed = [];
    window.print = () => void w.printed.push(document.documentElement.dataset.print ?? null);
  });
  await page.getByRole('button', { name: 'Print plan' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: unknown[] }).printed)).toEqual(['plan']);
  // Only while printing: afterwards the browser's own Print gives the checklist again.
  expect(await page.evaluate(() => document.documentElement.dataset.print ?? null)).toBeNull();

  const plan = await page.evaluate(async () => {
    const id = Number(location.hash.split('/').pop());
    const r = await window.kosar.api('planVersion', { params: { id } });
    if (!r.ok) throw new Error(r.error.message);
    return r.data.version;
  });
  const order = plan.route!.stops.map((s) => s.retailer_name);

  for (const lang of ['en', 'hu'] as const) {
    if (lang === 'hu') await page.getByRole('button', { name: 'Hu', exact: true }).click();
    await page.setViewportSize({ width: A4_CONTENT_PX, height: 1000 });
    await page.evaluate(() => (document.documentElement.dataset.print = 'plan'));
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('print-plan');
    await expect(sheet).toBeVisible();
    // Nothing of the screen is on paper: the app's own heading and buttons are gone.
    await expect(page.getByRole('heading', { name: lang === 'en' ? 'Plan detail' : 'A terv részletei' })).toBeHidden();
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Print plan' : 'Terv nyomtatása' })).toBeHidden();
    const T =
      lang === 'en'
        ? { title: 'Shopping plan: Weekly shop', made: 'Plan made on', prices: 'Prices:', data: 'Price data of', subtotal: 'Subtotal', goods: 'Goods total', trip: 'Trip', both: 'Goods + trip', start: "Start at your zone's centre" }
        : { title: 'Bevásárlási terv: Weekly shop', made: 'A terv készült:', prices: 'Árak:', data: 'Az áradatok napja:', subtotal: 'Részösszeg', goods: 'Áruk összesen', trip: 'Út', both: 'Áruk + út', start: 'Indulás a zónád közepéről' };
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(T.title);
    await expect(sheet).toContainText(T.made);
    await expect(sheet).toContainText(T.prices);
    await expect(sheet).toContainText(T.data);
    // Each store in visiting order, with its items, prices and subtotal.
    await expect(sheet.locator('.sh-print-store h2')).toHaveText(order.map((name, i) => new RegExp(`^${i + 1}\\. ${name}`)));
    for (const [i, name] of order.entries()) {
      const store = plan.retailers.find((r) => r.name === name)!;
      const section = sheet.locator('.sh-print-store').nth(i);
      await expect(section.locator('tbody tr')).toHaveCount(store.products.length);
      await expect(section.locator('tfoot')).toContainText(T.subtotal);
    }
    await expect(sheet.locator('.sh-print-totals')).toContainText(T.goods);
    await expect(sheet.locator('.sh-print-totals')).toContainText(T.trip);
    await expect(sheet.locator('.sh-print-totals')).toContainText(T.both);
    await expect(sheet.locator('.sh-print-route')).toContainText(T.start);
    const total = lang === 'en' ? `${plan.total.toLocaleString('en-GB', { maximumFractionDigits: 0 })}\u00a0Ft` : null;
    if (total) await expect(sheet.locator('.sh-print-totals')).toContainText(total);
    // It fits the width of an A4 page: nothing wider than the sheet, nothing cut off at its edge.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      widest: Math.max(...[...document.querySelectorAll('.sh-print-plan *')].map((el) => el.getBoundingClientRect().right)),
    }));
    expect(widths.page).toBeLessThanOrEqual(A4_CONTENT_PX);
    expect(widths.widest).toBeLessThanOrEqual(A4_CONTENT_PX);
    await shot(page, `print-plan-${lang}`);

    // The PDF Chromium makes of it: A4 pages (595 × 842 pt), and a short plan on one.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]|\/MediaBox \[0 0 595\.\d+ 842\.\d+\]/);
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBe(1);

    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => delete document.documentElement.dataset.print);
    await expect(page.getByTestId('print-plan')).toBeHidden();
  }
  await page.getByRole('button', { name: 'En', exact: true }).click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { name: 'Take it along' }).scrollIntoViewIfNeeded();
    await shot(page, `print-plan-detail-en-${width}`);
    await page.getByRole('button', { name: 'Hu', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Vidd magaddal' })).toBeVisible();
    await shot(page, `print-plan-detail-hu-${width}`);
    await page.getByRole('button', { name: 'En', exact: true }).click();
  }
});
