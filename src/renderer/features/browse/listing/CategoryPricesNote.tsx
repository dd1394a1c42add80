import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../shared/api/catalogue';

/**
 * Why a category shows no observed price: Árfigyelő does not cover it (alcoholic drinks, pet food, ...), or has not
 * observed anything in it yet; either way every price on the page is an estimate, and the page says so once, above the
 * list. An empty list says why instead (categoryEmptyKey).
 */
export function CategoryPricesNote({ category }: { category: Category | undefined }) {
  const { t } = useTranslation();
  const prices = category?.prices;
  if (!category || !prices || prices.observed > 0 || prices.estimated === 0) return null;
  const key = prices.monitored ? 'notObservedYet' : 'notMonitored';
  return (
    <p className="muted br-category-prices" data-testid="category-prices" data-why={key}>
      {t(`browse.category.${key}`, { name: category.name })}
    </p>
  );
}

/** The category the list shows: the chosen sub-category, else the category itself. */
export function shownCategory(category: Category | undefined, subs: readonly Category[], sub: number | null): Category | undefined {
  return (sub === null ? undefined : subs.find((c) => c.id === sub)) ?? category;
}

/** What an empty category list says: nothing on sale at any chain Kosár has prices for, or none at the zone's chains. */
export function categoryEmptyKey(category: Category | undefined): 'browse.category.noneInZone' | 'browse.category.nothingOnSale' | null {
  const prices = category?.prices;
  if (!prices) return null;
  return prices.observed + prices.estimated > 0 ? 'browse.category.noneInZone' : 'browse.category.nothingOnSale';
}
