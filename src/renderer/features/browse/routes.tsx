import { Route } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';

// Each screen is a lazy chunk; the product screen's brings the price chart (uPlot) with it.
const FavouritesScreen = lazyScreen(() => import('./favourites/FavouritesScreen').then((m) => m.FavouritesScreen));
const CategoryScreen = lazyScreen(() => import('./listing/CategoryScreen').then((m) => m.CategoryScreen));
const CollectionScreen = lazyScreen(() => import('./listing/CollectionScreen').then((m) => m.CollectionScreen));
const PopularScreen = lazyScreen(() => import('./listing/CollectionScreen').then((m) => m.PopularScreen));
const NewsScreen = lazyScreen(() => import('./news/NewsScreen').then((m) => m.NewsScreen));
const NewsPostScreen = lazyScreen(() => import('./news/NewsScreen').then((m) => m.NewsPostScreen));
const ProductScreen = lazyScreen(() => import('./product/ProductScreen').then((m) => m.ProductScreen));

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
