/** Business constants of SPEC §9, one place for server, main and renderer. */
export const RULES = {
  passwordMinLength: 6,
  radius: { min: 0, max: 25_000, step: 1, defaultValue: 10 },
  map: { center: { lat: 47.49, lng: 19.04 }, zoom: 13 },
  earthRadiusM: 6_378_137,
  categoryPageSize: 20,
  searchDebounceMs: 500,
  trend: { up: 2, down: -2 },
  carousel: { speedMs: 500, infinite: false },
  toast: { defaultMs: 5_000, zoneMs: 10_000 },
  menuTypeAheadResetMs: 350,
  chunkLoadTimeoutMs: 120_000,
  currency: 'Ft',
  languages: ['en', 'hu'] as const,
  defaultLanguage: 'en' as const,
  markerIconSize: 20,
  dialog: { enterMs: 300, leaveMs: 200 },
  /** Default new list name: Hungarian ("Bevásárlólista 2"), numbered by the count of existing lists + 1. */
  defaultListName: (n: number) => `Bevásárlólista ${n}`,
  maxStoresPerPlan: 4,
  travel: { perKmDefault: 60, perStopDefault: 0, detourFactor: 1.3 },
  /** Sliding: a session unused for ttlDays ends. Absolute: none lives past absoluteTtlDays after its sign-in. */
  session: { ttlDays: 30, absoluteTtlDays: 90 },
  resetKeyTtlMinutes: 60,
  /** Reset mails one account is sent in any 24 hours; requests beyond are answered the same and send nothing. */
  resetMailsPerDay: 5,
  /** Plans one account may have mailed to itself in any hour ("take it along"). */
  planMailsPerHour: 10,
  /** The most a plan's QR code holds (UTF-8 bytes): beyond it a phone camera reads a code poorly, if at all. */
  qrMaxBytes: 1200,
  maxListQuantity: 999,
  /** Invitations to share a list one owner may send in any 24 hours (docs/household.md). */
  invitationsPerDay: 20,
  /** How often an app asks GET /lists/versions: while a list is shared (or offered), else for invitations only. */
  listPollMs: { shared: 3_000, idle: 15_000 },
  maxTextLength: 200,
  /** Best offers list what is worth a trip: saving at least this much against the same product elsewhere, both. */
  bestOffer: { minSavingFt: 100, minSavingPercent: 10 },
} as const;

export type Language = (typeof RULES.languages)[number];

export type Trend = 'up' | 'flat' | 'down';

/** SPEC §4: above +2 up (good), below -2 down (danger), -2..+2 inclusive flat; missing counts as 0. */
export function trendOf(percent: number | null | undefined): Trend {
  const p = percent ?? 0;
  if (p > RULES.trend.up) return 'up';
  if (p < RULES.trend.down) return 'down';
  return 'flat';
}
