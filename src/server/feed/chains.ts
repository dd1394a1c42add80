/**
 * Chains the price monitor reports, as Kosár shows them. The nine retailers keep their ids; a chain the monitor
 * lists beyond them joins with an id, colour and logo of its own. A name missing here is reported, never guessed.
 */
import { RETAILER_ID } from '../repo/retailers';

export interface FeedChain {
  /** Kosár's retailer id (the nine are 1..9; later chains append). */
  id: number;
  slug: string;
  name: string;
  color: string;
  textColor: string;
}

export const FEED_CHAINS: readonly FeedChain[] = [
  { id: RETAILER_ID.aldi, slug: 'aldi', name: 'Aldi', color: '#00A3E0', textColor: '#ffffff' },
  { id: RETAILER_ID.auchan, slug: 'auchan', name: 'Auchan', color: '#E2001A', textColor: '#ffffff' },
  { id: RETAILER_ID.dm, slug: 'dm', name: 'DM', color: '#F5B800', textColor: '#1a1a1a' },
  { id: RETAILER_ID.lidl, slug: 'lidl', name: 'Lidl', color: '#0050AA', textColor: '#FFF000' },
  { id: RETAILER_ID.penny, slug: 'penny', name: 'Penny', color: '#7A1F3D', textColor: '#ffffff' },
  { id: RETAILER_ID.rossmann, slug: 'rossmann', name: 'Rossmann', color: '#D6336C', textColor: '#ffffff' },
  { id: RETAILER_ID.spar, slug: 'spar', name: 'Spar', color: '#00833E', textColor: '#ffffff' },
  { id: RETAILER_ID.tesco, slug: 'tesco', name: 'Tesco', color: '#1B365D', textColor: '#ffffff' },
  { id: 10, slug: 'muller', name: 'Müller', color: '#F28C00', textColor: '#ffffff' },
];

/** The monitor's spellings ("dm", "SPAR", "Müller"), folded: case and accents do not matter. */
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
const BY_NAME = new Map(FEED_CHAINS.map((c) => [fold(c.name), c]));
BY_NAME.set('mueller', BY_NAME.get('muller')!);

/** The chain a monitor name stands for, or undefined when Kosár does not know it. */
export function chainByName(name: string): FeedChain | undefined {
  return BY_NAME.get(fold(name));
}
