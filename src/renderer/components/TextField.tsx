import { useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled input whose error is announced and tied to it. */
export function TextField({ label, error, ...input }: Props) {
  const id = useId();
  const errId = `${id}-err`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={errId} {...input} />
      <div id={errId} className="field-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
