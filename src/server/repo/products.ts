import type { PriceSource } from '../../shared/api/catalogue';
import type { Language } from '../../shared/rules';

/** Language columns are chosen from a closed set, never from input text. */
export const col = (lang: Language) => (lang === 'hu' ? 'hu' : 'en');

/**
 * Where a price comes from: observed by the monitor on its data date, or modelled (an estimate) for the bundled
 * catalogue's date. One rule for every answer that carries a price.
 */
export function priceSourceOf(observedOn: string | null, origin: string | null, modelledOn: string | null): PriceSource {
  return observedOn ? { kind: 'observed', origin: origin ?? 'arfigyelo', date: observedOn } : { kind: 'estimate', origin: null, date: modelledOn };
}
