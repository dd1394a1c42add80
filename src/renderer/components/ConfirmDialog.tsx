import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { atom, useAtomValue, useSetAtom, appStore } from '../state/jotai';
import { Dialog } from './Dialog';

interface ConfirmRequest {
  title: string;
  description?: string;
  confirmLabel?: string;
  danger?: boolean;
  resolve(ok: boolean): void;
}

const confirmAtom = atom<ConfirmRequest | null>(null);

/** `if (await confirm({ title })) …`: one confirmation dialog for the whole app. */
export function confirm(req: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => appStore.set(confirmAtom, { ...req, resolve }));
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
