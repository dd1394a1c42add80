import { Route } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';

// Each screen is a lazy chunk; the plan detail's brings the route map (Leaflet) with it.
const ManagementScreen = lazyScreen(() => import('./management/ManagementScreen').then((m) => m.ManagementScreen));
const ProductInListScreen = lazyScreen(() => import('./management/ProductInListScreen').then((m) => m.ProductInListScreen));
const PlanScreen = lazyScreen(() => import('./plan/PlanScreen').then((m) => m.PlanScreen));
const PlanDetailScreen = lazyScreen(() => import('./solutions/PlanDetailScreen').then((m) => m.PlanDetailScreen));
const SolutionsScreen = lazyScreen(() => import('./solutions/SolutionsScreen').then((m) => m.SolutionsScreen));

/** The shopping screens' routes, inside the main layout. */
export const shoppingRoutes = (
  <>
    <Route path="/shopping/management" element={<ManagementScreen />} />
    <Route path="/shopping/management/product/:id" element={<ProductInListScreen />} />
    <Route path="/shopping/plan" element={<PlanScreen />} />
    <Route path="/shopping/solutions" element={<SolutionsScreen />} />
    <Route path="/shopping/solutions/:id" element={<PlanDetailScreen />} />
  </>
);
