import { z } from 'zod';
import { RULES } from '../rules';
import { DbId } from './common';

export const ZoneBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The radius in metres (the spec's name for it is diameter). */
  diameter: z.number().int().min(RULES.radius.min).max(RULES.radius.max),
  retailers: z.array(DbId).max(50),
});
export type ZoneBody = z.infer<typeof ZoneBody>;

/** GET /zone: all null while the user has no zone. */
export const ZoneResponse = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  diameter: z.number().nullable(),
  retailers: z.array(z.number().int()),
});
export type ZoneResponse = z.infer<typeof ZoneResponse>;
