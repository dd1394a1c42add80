import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { RULES } from '../../../../shared/rules';
import { listNameProblem } from '../logic';

interface Props {
  /** The list being renamed; null when closed. */
  list: { id: number; name: string } | null;
  onClose(): void;
  onRename(id: number, name: string): Promise<boolean>;
}

/** SPEC §2: the rename modal with a text field. */
export function RenameDialog({ list, onClose, onRename }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={!!list} onOpenChange={(open) => !open && onClose()} title={t('shopping.rename.title')}>
      {list ? <RenameForm key={list.id} list={list} onClose={onClose} onRename={onRename} /> : null}
    </Dialog>
  );
}

function RenameForm({ list, onClose, onRename }: { list: { id: number; name: string } } & Omit<Props, 'list'>) {
  const { t } = useTranslation();
  const [name, setName] = useState(list.name);
  const [problem, setProblem] = useState<ReturnType<typeof listNameProblem>>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const p = listNameProblem(name);
    setProblem(p);
    if (p) return;
    setBusy(true);
    const ok = await onRename(list.id, name.trim());
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('shopping.rename.label')}
        value={name}
        autoFocus
        maxLength={RULES.maxTextLength + 50}
        onChange={(e) => setName(e.target.value)}
        error={problem === 'required' ? t('shopping.rename.required') : problem === 'tooLong' ? t('validation.tooLong') : undefined}
      />
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {t('shopping.rename.save')}
        </button>
      </div>
    </form>
  );
}
