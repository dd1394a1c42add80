import { useTranslation } from 'react-i18next';

/** The server's refusal above a form, announced when it appears. */
export function FormAlert({ text }: { text: string | null }) {
  return text ? (
    <div className="alert" role="alert">
      {text}
    </div>
  ) : null;
}

/** A form's main button: disabled and labelled as loading while the request runs. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <button className="btn btn-primary btn-block" type="submit" disabled={busy} aria-busy={busy}>
      {busy ? t('common.loading') : label}
    </button>
  );
}
