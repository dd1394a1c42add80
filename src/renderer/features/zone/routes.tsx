/** The zone screens' routes, inside the main layout (filled by the zone screens). */
export const zoneRoutes = <></>;
