import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, type Text, type TextKey } from '../i18n/message';
import { TextField } from './TextField';

/** The server's refusal above a form, announced when it appears. */
export function FormAlert({ text }: { text: Text | null }) {
  const { t } = useTranslation();
  return text ? (
    <div className="alert" role="alert">
      {translate(t, text)}
    </div>
  ) : null;
}

/**
 * A form's main button: unavailable while the request runs, and labelled with what it is doing (else as loading).
 * Not `disabled`, which would drop the focus to <body>: it keeps the focus, and the form ignores a second submit.
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel?: string }) {
  const { t } = useTranslation();
  return (
    <button className="btn btn-primary btn-block" type="submit" aria-disabled={busy} aria-busy={busy}>
      {busy ? (busyLabel ?? t('common.loading')) : label}
    </button>
  );
}

/** The autocomplete tokens of the auth forms; each also says what the browser should treat the input as. */
type FieldAutoComplete = 'email' | 'given-name' | 'current-password' | 'new-password';

const INPUT_TYPE: Record<FieldAutoComplete, 'email' | 'password' | undefined> = {
  email: 'email',
  'given-name': undefined,
  'current-password': 'password',
  'new-password': 'password',
};

/** One field of a form, declared once under its name in the schema: its autocomplete token and its texts (keys). */
export interface FieldSpec {
  autoComplete: FieldAutoComplete;
  label: TextKey;
  /** The placeholder. */
  hint: TextKey;
}

/** What `useForm` gives a form: the binding of each field, the server's refusal and the busy flag. */
interface BoundForm<N extends string> {
  field(name: N): { value: string; error?: string; onChange(e: ChangeEvent<HTMLInputElement>): void };
  serverError: Text | null;
  busy: boolean;
}

interface AuthFormProps<N extends string> {
  form: BoundForm<N>;
  /** Every field of the form, in the order shown. */
  fields: Record<N, FieldSpec>;
  onSubmit(e: FormEvent): void;
  submitLabel: string;
  /** The button's label while the request runs ("Signing in…"); without it, the common "Loading…". */
  busyLabel?: string;
  /** A note above the server's refusal and the fields. */
  children?: ReactNode;
}

/** An auth screen's form: the server's refusal, a labelled field (with its announced error) per spec, the button. */
export function AuthForm<N extends string>({ form, fields, onSubmit, submitLabel, busyLabel, children }: AuthFormProps<N>) {
  const { t } = useTranslation();
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {children}
      <FormAlert text={form.serverError} />
      {(Object.entries(fields) as [N, FieldSpec][]).map(([name, { autoComplete, label, hint }]) => (
        <TextField
          key={name}
          label={t(label)}
          type={INPUT_TYPE[autoComplete]}
          name={name}
          autoComplete={autoComplete}
          placeholder={t(hint)}
          {...form.field(name)}
        />
      ))}
      <SubmitButton busy={form.busy} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
