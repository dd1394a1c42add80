import { useSyncExternalStore } from 'react';
import { kosar } from '../../../lib/bridge';

/** What goes on paper: the plan's checklist alone (also what the browser's own Print gives), or the whole plan. */
export type PrintSheet = 'checklist' | 'plan';

const root = () => document.documentElement;

/** The sheet being printed, from <html data-print>: the print style sheet and the plan sheet both follow it. */
export function usePrintSheet(): string | null {
  return useSyncExternalStore(
    (changed) => {
      const watch = new MutationObserver(changed);
      watch.observe(root(), { attributes: true, attributeFilter: ['data-print'] });
      return () => watch.disconnect();
    },
    () => root().dataset.print ?? null,
  );
}

/** Resolves once `selector` is on the page (the sheet React draws when data-print is set), or after a second. */
async function shown(selector: string): Promise<void> {
  for (let frames = 0; frames < 60 && !document.querySelector(selector); frames++) await new Promise((r) => requestAnimationFrame(r));
}

/**
 * Prints one sheet of the plan, or saves it as a PDF: <html data-print> names the sheet while the app makes the PDF
 * or the print dialog is open.
 */
export async function printSheet(sheet: PrintSheet, fileName: string): Promise<void> {
  root().dataset.print = sheet;
  try {
    if (sheet === 'plan') await shown('.sh-print-plan');
    const saved = await kosar()
      .app.savePdf({ name: fileName })
      .catch(() => null);
    // Where the host cannot make a PDF (a browser), its print dialog can print or save one; it returns once closed.
    if (!saved || !saved.ok || !saved.data.available) window.print();
  } finally {
    delete root().dataset.print;
  }
}
