import { Route } from 'react-router-dom';
import { ZoneScreen } from './ZoneScreen';

/** The zone screen's route, inside the main layout and the signed-in guard. */
export const zoneRoutes = (
  <>
    <Route path="/zone" element={<ZoneScreen />} />
  </>
);
