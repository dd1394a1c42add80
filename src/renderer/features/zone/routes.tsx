import { Route } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';

// A lazy chunk that brings the map (Leaflet) with it.
const ZoneScreen = lazyScreen(() => import('./ZoneScreen').then((m) => m.ZoneScreen));

/** The zone screen's route, inside the main layout and the signed-in guard. */
export const zoneRoutes = (
  <>
    <Route path="/zone" element={<ZoneScreen />} />
  </>
);
