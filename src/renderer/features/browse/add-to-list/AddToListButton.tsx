import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../shared/api/catalogue';
import { ListAddIcon } from '../../../components/icons';

/** Opens the add-to-list dialog the screen holds (one dialog per screen, not per row). */
export function AddToListButton({
  product,
  onOpen,
  withText = false,
}: {
  product: Product;
  onOpen(p: Product): void;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const name = product.retailer_name ? t('browse.row.who', { name: product.name, retailer: product.retailer_name }) : product.name;
  const label = t('browse.addToList.open', { name });
  return (
    <button
      type="button"
      className={withText ? 'btn' : 'icon-btn'}
      aria-label={withText ? undefined : label}
      title={label}
      aria-haspopup="dialog"
      onClick={() => onOpen(product)}
    >
      <ListAddIcon />
      {withText ? <span>{t('browse.addToList.title')}</span> : null}
    </button>
  );
}
