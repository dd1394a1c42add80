import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useSetAtom } from '../../../state/jotai';
import { setQuantityAtom } from '../../../state/user-data';
import { useWriteFeedback } from '../components/feedback';

/**
 * A list row's quantity stepper: setting 0 asks first whether to remove the product (SPEC §5), a refusal is told
 * in a toast. `change` resolves whether the quantity was set; `busy` is the product whose call runs.
 */
export function useSetQuantity() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const setQuantity = useSetAtom(setQuantityAtom);
  const { failed } = useWriteFeedback();
  const [busy, setBusy] = useState<number | null>(null);

  const change = async (list: { id: number; name: string }, product: { id: number; name: string }, quantity: number) => {
    if (quantity === 0) {
      const ok = await confirm({
        title: t('shopping.confirm.deleteProductTitle'),
        description: t('shopping.confirm.deleteProductText', { name: product.name, list: list.name }),
        confirmLabel: t('shopping.confirm.remove'),
        danger: true,
      });
      if (!ok) return false;
    }
    setBusy(product.id);
    try {
      await setQuantity({ listId: list.id, productId: product.id, quantity });
      return true;
    } catch (err) {
      failed(err);
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { change, busy };
}
