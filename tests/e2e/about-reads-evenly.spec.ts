/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { enterSignedIn } from './browse-helpers';
import { open } from './helpers';

/**
 * The About screen spaces its blocks as the other screens do: one step of the grid between the title, the intro, the version,
 * the server line and the price panel (paragraphs brought their own margins and stood two and three steps apart).
 */
test('the About screen has even gaps between its paragraphs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterSignedIn(page, 'En');
  await open(page, '/about');
  const blocks = [
    page.locator('.about > .back-header'),
    page.getByText(/^Some prices were observed in the shops by Árfigyelő/),
    page.getByText(/^Version /),
    page.getByTestId('server-health'),
    page.getByRole('region', { name: 'Prices and their date' }),
  ];
  await expect(page.getByTestId('server-health')).toContainText('Server: running');
  const boxes: Array<{ x: number; y: number; width: number; height: number }> = [];
  for (const b of blocks) boxes.push((await b.boundingBox())!);
  const gaps = boxes.slice(1).map((box, i) => Math.round(box.y - (boxes[i]!.y + boxes[i]!.height)));
  expect(new Set(gaps).size, `gaps ${gaps.join(', ')} px`).toBe(1);
  expect(gaps[0]).toBeLessThanOrEqual(24);
});
