import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { atom, useAtomValue, useSetAtom } from '../state/jotai';
import { Dialog } from './Dialog';

interface ConfirmRequest {
  title: string;
  description?: string;
  confirmLabel?: string;
  danger?: boolean;
  resolve(ok: boolean): void;
}

const confirmAtom = atom<ConfirmRequest | null>(null);

/**
 * `const confirm = useConfirm(); if (await confirm({ title })) …`: one confirmation dialog for the whole app, asked
 * through the store of the Provider the screen is in (where ConfirmDialogHost reads it).
 */
export function useConfirm(): (req: Omit<ConfirmRequest, 'resolve'>) => Promise<boolean> {
  const set = useSetAtom(confirmAtom);
  return useCallback((req) => new Promise((resolve) => set({ ...req, resolve })), [set]);
}

export function ConfirmDialogHost() {
  const { t } = useTranslation();
  const req = useAtomValue(confirmAtom);
  const set = useSetAtom(confirmAtom);
  // While it fades out the dialog keeps its words: without them its title went blank and the focused button read
  // "OK" instead of "Delete" for a screen reader during the leave transition.
  const [last, setLast] = useState(req);
  if (req && req !== last) setLast(req);
  const shown = req ?? last;
  const close = (ok: boolean) => {
    req?.resolve(ok);
    set(null);
  };
  return (
    <Dialog open={!!req} onOpenChange={(open) => !open && close(false)} title={shown?.title ?? ''} description={shown?.description}>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={() => close(false)}>
          {t('common.cancel')}
        </button>
        <button type="button" className={`btn ${shown?.danger ? 'btn-danger' : 'btn-primary'}`} onClick={() => close(true)}>
          {shown?.confirmLabel ?? t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
