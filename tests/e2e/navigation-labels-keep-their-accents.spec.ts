import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { open, shot, signUp } from './helpers';

/**
 * How far a label's letters reach past the box that clips them (px, above and below; 0 when they fit). The letters'
 * ink is measured with the label's own font; the box is its padding box, where the baseline sits half the leading
 * and the font's ascent below its top.
 */
async function inkOutside(label: Locator): Promise<{ text: string; above: number; below: number }> {
  return label.evaluate((el) => {
    const cs = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = el.textContent ?? '';
    const ink = ctx.measureText(text);
    const size = parseFloat(cs.fontSize);
    const line = cs.lineHeight.endsWith('px') ? parseFloat(cs.lineHeight) : parseFloat(cs.lineHeight) * size;
    const halfLeading = (line - ink.fontBoundingBoxAscent - ink.fontBoundingBoxDescent) / 2;
    const roomAbove = parseFloat(cs.paddingTop) + halfLeading + ink.fontBoundingBoxAscent;
    const roomBelow = parseFloat(cs.paddingBottom) + halfLeading + ink.fontBoundingBoxDescent;
    const clipped = cs.overflow !== 'visible';
    return {
      text,
      above: clipped ? Math.max(0, ink.actualBoundingBoxAscent - roomAbove) : 0,
      below: clipped ? Math.max(0, ink.actualBoundingBoxDescent - roomBelow) : 0,
    };
  });
}

test('the navigation labels keep their accents: "Értesítések" is not cut at its top, on a desktop or a phone', async ({ page }) => {
  await signUp(page, { firstname: 'Éva' });
  await expect(page.getByRole('heading', { name: 'Select your shopping zone' })).toBeVisible();
  await page.getByRole('button', { name: 'Hu' }).click();
  await open(page, '/');
  const nav = page.getByRole('navigation', { name: 'Főmenü' });
  await expect(nav.getByRole('link', { name: 'Értesítések' })).toBeVisible();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const labels = nav.locator('a > span:last-child');
    await expect(labels).toHaveCount(5);
    for (const label of await labels.all()) {
      const fit = await inkOutside(label);
      expect(fit, `"${fit.text}" at ${size.width} px`).toEqual({ text: fit.text, above: 0, below: 0 });
    }
    await nav.screenshot({ path: `test-results/screens/navigation-labels-hu-${size.width}.png` });
  }
  await shot(page, 'navigation-labels-home-hu-390');
});
