import { atom } from '../../../state/jotai';
import { errorCode, kosar, unwrap } from '../../../lib/bridge';
import { pushToastAtom } from '../../../state/toasts';
import { errorMessage, message } from '../../../i18n/message';

/**
 * SPEC §4: a favourite is removed when it is one, added otherwise. Resolves whether the server took it;
 * a failure is told in a toast, and each screen decides what its own flag does next.
 */
export const toggleFavouriteAtom = atom(
  null,
  async (_get, set, { productId, isFavorite }: { productId: number; isFavorite: boolean }) => {
    try {
      await unwrap(isFavorite ? kosar().api('removeFavorite', { params: { product_id: productId } }) : kosar().api('addFavorite', { body: { product_id: productId } }));
      return true;
    } catch (err) {
      set(pushToastAtom, { kind: 'error', text: message('browse.favourite.failed', { reason: errorMessage(errorCode(err)) }) });
      return false;
    }
  },
);
