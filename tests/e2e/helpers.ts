import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

const violations = new WeakMap<Page, string[]>();

/** What the browser refused under the page's content security policy since the page was first opened. */
export function cspViolations(page: Page): string[] {
  return violations.get(page) ?? [];
}

function watchCsp(page: Page): void {
  if (violations.has(page)) return;
  const seen: string[] = [];
  violations.set(page, seen);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
}

/** Opens a route of the hash router and waits until the app has finished its start-up. */
export async function open(page: Page, path = '/'): Promise<void> {
  watchCsp(page);
  await page.goto(`/#${path}`);
  await expect(page.getByTestId('app-ready')).toBeAttached();
}

export async function signUp(page: Page, opts: { firstname?: string; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'secret123';
  await open(page, '/sign-up');
  await page.getByLabel('First name').fill(opts.firstname ?? 'Anna');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  return { email, password };
}

/** Screenshots land in test-results/screens for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** The newest mail the embedded server wrote to its outbox for this address (no SMTP in the web host). */
export async function latestMailTo(email: string): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const dir = join(process.env.KOSAR_E2E_DATA_DIR ?? '', 'server', 'outbox');
  // File names carry the time, not the address: the recipient is read from each mail's To: header.
  const to = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\r?$`, 'im');
  // The mail is written after the request has answered (its key, then the mail queue), later still on a loaded
  // machine: wait until a deadline, a safety net rather than a number of tries (50 x 200 ms was 10 s).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const f of files) {
      const eml = await readFile(join(dir, f), 'utf8');
      if (to.test(eml)) return eml;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email} in ${dir}`);
}

/** The kosar:// reset link of a mail, as the mail client would hand it to the app. */
export function resetLinkOf(eml: string): { key: string; email: string } {
  // Quoted-printable soft line breaks must be undone before the URL can be read.
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /kosar:\/\/reset-password\?key=([A-Za-z0-9_-]+)&email=([^\s"<&]+)/.exec(text);
  if (!m) throw new Error('no reset link in the mail');
  return { key: m[1], email: decodeURIComponent(m[2]) };
}

/** axe on the whole page (a Leaflet map and its markers included): no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // A dialog fading in is half transparent: axe judges colours once the page has settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Where the leftmost drawn character of an element's text starts (the x of its box), to check that no word of it
 *  sits in a clipped or covered strip. Characters are measured one by one, so a wrapped line counts too. */
export async function leftmostCharacter(locator: Locator): Promise<number> {
  return locator.evaluate((root) => {
    let left = Infinity;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (!text[i].trim()) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) left = Math.min(left, rect.left);
      }
    }
    return left;
  });
}
