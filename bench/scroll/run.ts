/**
 * `npm run bench:scroll`: the median scroll frame of a category list with 40 rows and with about a thousand, in one
 * run, through the web host in Debian's Chromium. Off-screen rows skip layout and paint, so the ratio stays near 1.
 * Needs a built renderer (`npm run build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startWebHost } from '../../tests/e2e/web-host';

const port = process.env.PORT ?? '5184';
const dataDir = mkdtempSync(join(tmpdir(), 'kosar-scroll-'));
const host = await startWebHost({ PORT: port, KOSAR_DATA_DIR: dataDir, KOSAR_FEED: 'off' });

/** Median frame time while scrolling the first `height` pixels down, up and down again in 300 px steps. */
const scrollFrameMs = (page: Page, height: number) =>
  page.evaluate(async (h) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const ys = [...Array(Math.floor(h / 300)).keys()].map((i) => i * 300);
    const out: number[] = [];
    window.scrollTo(0, 0);
    await frame();
    for (const y of [...ys, ...[...ys].reverse(), ...ys]) {
      const t = performance.now();
      window.scrollTo(0, y);
      await frame();
      out.push(performance.now() - t);
    }
    return out.sort((a, b) => a - b)[Math.floor(out.length / 2)]!;
  }, height);

const browser = await chromium.launch({ executablePath: process.env.KOSAR_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 820 } });
  const base = `http://127.0.0.1:${port}`;
  await page.goto(`${base}/#/sign-up`);
  await page.getByLabel('First name').fill('Bench');
  await page.getByLabel('Email').fill(`bench-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.goto(`${base}/#/products/category/3`);
  const rows = page.getByTestId('product-row');
  while ((await rows.count()) < 40) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const height = await rows.nth(39).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY - 900);
  const few = await scrollFrameMs(page, height);
  while ((await rows.count()) < 980) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(50);
  }
  const many = await scrollFrameMs(page, height);
  const n = await rows.count();
  console.log('| rows | median scroll frame (ms) |');
  console.log('|---|---|');
  console.log(`| 40 | ${few.toFixed(1)} |`);
  console.log(`| ${n} | ${many.toFixed(1)} |`);
  console.log(`ratio ${n} rows / 40 rows: ${(many / few).toFixed(2)} (target ≤ 2)`);
} finally {
  await browser.close();
  await host.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
