import { useTranslation } from 'react-i18next';
import { translate, type Text } from '../i18n/message';

/** The server's refusal above a form, announced when it appears. */
export function FormAlert({ text }: { text: Text | null }) {
  const { t } = useTranslation();
  return text ? (
    <div className="alert" role="alert">
      {translate(t, text)}
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
