import { RULES } from '../../../../shared/rules';
import { atom } from '../../../state/jotai';

/** The planner's trip settings (Ft per km and per store), kept while the app runs. */
export const travelAtom = atom({ include: true, perKm: String(RULES.travel.perKmDefault), perStop: String(RULES.travel.perStopDefault) });
