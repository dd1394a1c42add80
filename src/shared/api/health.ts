import { z } from 'zod';

/** GET /health: the server is up and its database answers; which database, and how fresh its catalogue is. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** The date of the catalogue's prices: the price monitor's export date, else the date the seed was modelled for. */
  catalogue_date: z.string().nullable(),
  /** The chains with something on sale, by name, and whether their prices are observed (else modelled). */
  chains: z.array(z.object({ name: z.string().max(80), observed: z.boolean() })).max(100).optional(),
  /** Seconds since this server started. */
  uptime_s: z.number().int().min(0),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
