import { Route } from 'react-router-dom';
import { FavouritesScreen } from './favourites/FavouritesScreen';
import { CategoryScreen } from './listing/CategoryScreen';
import { CollectionScreen, PopularScreen } from './listing/CollectionScreen';
import { NewsPostScreen, NewsScreen } from './news/NewsScreen';
import { ProductScreen } from './product/ProductScreen';

export { HomeScreen } from './home/HomeScreen';

/** The browse screens' routes, inside the main layout. The home screen (/) is App's index route. */
export const browseRoutes = (
  <>
    <Route path="/products/category/:id" element={<CategoryScreen />} />
    <Route path="/products/best" element={<CollectionScreen kind="best" />} />
    <Route path="/products/vegan" element={<CollectionScreen kind="vegan" />} />
    <Route path="/products/lactose" element={<CollectionScreen kind="lactose" />} />
    <Route path="/products/popular/:id" element={<PopularScreen />} />
    <Route path="/product/:id" element={<ProductScreen />} />
    <Route path="/favour" element={<FavouritesScreen />} />
    <Route path="/news" element={<NewsScreen />} />
    <Route path="/news/:id" element={<NewsPostScreen />} />
  </>
);
