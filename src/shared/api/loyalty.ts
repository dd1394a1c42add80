import { z } from 'zod';

/**
 * The loyalty programmes a user uses, by chain: the planner takes a chain's loyalty price (the monitor's LOYALTY
 * type) only at these. A programme is named only where the format notes name it (Tesco Clubcard, Lidl Plus);
 * elsewhere the screen says "<chain> loyalty price".
 */
export const LOYALTY_PROGRAMMES: Readonly<Record<string, string>> = { tesco: 'Clubcard', lidl: 'Lidl Plus' };

/** The programme of a chain by its name, or null when the notes do not name one. */
export function loyaltyProgramme(retailerName: string): string | null {
  return LOYALTY_PROGRAMMES[retailerName.trim().toLowerCase()] ?? null;
}

export const LoyaltyResponse = z.object({
  retailers: z.array(
    z.object({ retailer_id: z.number().int(), name: z.string(), programme: z.string().nullable(), on: z.boolean() }),
  ),
});
export type LoyaltyResponse = z.infer<typeof LoyaltyResponse>;

export const LoyaltyBody = z.object({ retailer_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50) });
export type LoyaltyBody = z.infer<typeof LoyaltyBody>;
