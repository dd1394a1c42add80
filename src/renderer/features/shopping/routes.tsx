import { Route } from 'react-router-dom';
import { ManagementScreen } from './management/ManagementScreen';
import { ProductInListScreen } from './management/ProductInListScreen';
import { PlanScreen } from './plan/PlanScreen';
import { PlanDetailScreen } from './solutions/PlanDetailScreen';
import { SolutionsScreen } from './solutions/SolutionsScreen';

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
