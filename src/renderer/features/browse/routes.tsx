/** The browse screens' routes, inside the main layout (filled by the browse screens). */
export const browseRoutes = <></>;
