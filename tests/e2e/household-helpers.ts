import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, shot } from './helpers';

/**
 * Screenshots of one state at 1280 and 390 px in English and Hungarian, axe on each. The language buttons sit behind
 * an open dialog, so the state is closed (`close`), the language switched, and the state opened again (`open`); it
 * is left open in English.
 */
export async function shotAll(page: Page, name: string, state: { open(lang: 'en' | 'hu'): Promise<void>; close(): Promise<void> }) {
  for (const lang of ['en', 'hu'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectNoSeriousViolations(page, `${name} ${lang} ${width}`);
      await shot(page, `household-${name}-${lang}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await state.close();
    await page.getByRole('button', { name: lang === 'en' ? 'Hu' : 'En', exact: true }).click();
    await state.open(lang === 'en' ? 'hu' : 'en');
  }
}

/** A text to find whatever spaces the page puts between its words (a unit keeps to its number with a no-break space). */
export const loose = (text: string) => new RegExp(text.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));

/** Closes the dialogs open on the page, the topmost first. */
export async function closeDialogs(page: Page) {
  while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
}
