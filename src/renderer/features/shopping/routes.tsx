/** The shopping screens' routes, inside the main layout (filled by the shopping screens). */
export const shoppingRoutes = <></>;
