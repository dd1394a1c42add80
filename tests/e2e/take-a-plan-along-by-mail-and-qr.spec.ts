/// <reference lib="dom" />
import jsQR from 'jsqr';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, latestMailTo, shot } from './helpers';
import { openWeeklyPlan } from './shopping-helpers';

/** A mail's text part as written: quoted-printable undone, UTF-8 read. */
function textPart(eml: string): string {
  const body = eml.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  const plain = body.split(/Content-Type: text\/html/)[0]!.split(/Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\r?\n/).at(-1)!;
  const bytes = plain.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Take it along: the checklist mailed to the user, and shown as a QR code a phone camera reads as plain text. */
test("a plan's checklist goes to the user's e-mail and into a QR code that reads back as the same text", async ({ page }) => {
  const email = await openWeeklyPlan(page, 4);
  const order = await page.evaluate(async () => {
    const r = await window.kosar.api('planVersion', { params: { id: Number(location.hash.split('/').pop()) } });
    if (!r.ok) throw new Error(r.error.message);
    return r.data.version.route!.stops.map((s) => s.retailer_name);
  });

  await page.getByRole('button', { name: 'Send to my e-mail' }).click();
  await expect(page.getByText(`Sent to ${email}. It may take a minute to arrive.`)).toBeVisible();
  const mail = textPart(await latestMailTo(email));
  expect(mail).toContain('Kosár shopping plan: Weekly shop');
  expect(mail).toContain('Goods total:');
  expect(mail).toMatch(/Estimated prices \(modelled, not observed in a shop\), for \d+\u00a0\w+\u00a02026/);
  expect(mail.split('\n').filter((l) => /^\d+\. /.test(l)).map((l) => l.split(',')[0])).toEqual(order.map((n, i) => `${i + 1}. ${n}`));

  await page.getByRole('button', { name: 'Show as QR code' }).click();
  const qr = page.getByRole('img', { name: 'QR code of the checklist for Weekly shop' });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide the QR code' })).toHaveAttribute('aria-expanded', 'true');
  // What a camera reads: the SVG as the browser draws it, decoded.
  const decode = async () => {
    const image = await qr.evaluate(async (svg) => {
      const size = 600;
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0, size, size);
      return { size, data: Array.from(ctx.getImageData(0, 0, size, size).data) };
    });
    return jsQR(Uint8ClampedArray.from(image.data), image.size, image.size)?.data ?? null;
  };
  const read = await decode();
  await page.getByText('What the code says').click();
  expect(read).toBe(await page.getByTestId('plan-qr-text').textContent());
  expect(read).toContain('Kosár shopping plan: Weekly shop');
  expect(read!.split('\n').filter((l) => /^\d+\. /.test(l)).map((l) => l.split(',')[0])).toEqual(order.map((n, i) => `${i + 1}. ${n}`));
  expect(read).toMatch(/^- .+ × \d+: [\d,]+ Ft$/m);
  expect(read).toMatch(/^Goods \+ trip: [\d,]+ Ft$/m);
  await expectNoSeriousViolations(page, 'take along en');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await qr.scrollIntoViewIfNeeded();
    await shot(page, `take-along-qr-en-${width}`);
    await page.getByRole('button', { name: 'Hu', exact: true }).click();
    const huQr = page.getByRole('img', { name: 'QR-kód: „Weekly shop” bevásárlólistája' });
    await expect(huQr).toBeVisible();
    await expect(page.getByTestId('plan-qr-text')).toContainText('Kosár bevásárlási terv: Weekly shop');
    await shot(page, `take-along-qr-hu-${width}`);
    if (width === 390) {
      await expectNoSeriousViolations(page, 'take along hu');
      await page.getByRole('button', { name: 'Küldd el az e-mail-címemre' }).click();
      await expect(page.getByText(`Elküldtük ide: ${email}. Egy-két perc, mire megérkezik.`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'En', exact: true }).click();
  }
  await expect.poll(async () => textPart(await latestMailTo(email))).toContain('Kosár bevásárlási terv: Weekly shop');
});
