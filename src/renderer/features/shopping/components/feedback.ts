import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../../lib/bridge';
import { useSetAtom } from '../../../state/jotai';
import { pushToastAtom } from '../../../state/toasts';
import { errorMessage, message, type Text } from '../../../i18n/message';

/** Toasts for writes: a refused stale write says the list was reloaded; any other failure says it was not saved. */
export function useWriteFeedback() {
  const toast = useSetAtom(pushToastAtom);
  const failed = useCallback(
    (err: unknown) => {
      const code = errorCode(err);
      toast({
        kind: 'error',
        text: code === 'CONFLICT' ? message('shopping.toast.conflict') : message('shopping.toast.notSaved', { reason: errorMessage(code) }),
      });
    },
    [toast],
  );
  const done = useCallback((text: Text) => toast({ kind: 'success', text }), [toast]);
  return { failed, done };
}

/** The unit as the language writes it ('db' is Hungarian for a piece); unknown units are shown as they come. */
export function useUnit() {
  const { t } = useTranslation();
  return useCallback(
    (unit: string | null | undefined) => {
      if (!unit) return '';
      return unit === 'kg' || unit === 'l' || unit === 'db' ? t(`shopping.units.${unit}`) : unit;
    },
    [t],
  );
}
