import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrors, type ValidationKey } from '../../shared/forms';
import type { Message } from '../i18n/message';

type Values = Record<string, string>;

/**
 * One form of the auth screens: its values, the schema's message under each field (a ValidationKey, so
 * `t` checks it is a translation key), the server's refusal above the form, and the busy flag while it is sent.
 */
export function useForm<S extends z.ZodType<unknown, Values>>(schema: S, initial: z.input<S>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof z.input<S>, ValidationKey>>>({});
  const [serverError, setServerError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  // The submit button stays focusable while busy (see SubmitButton): a second submit meanwhile is ignored.
  const running = useRef(false);

  /** What a TextField needs for one field: its value, its translated error and the change handler. */
  const field = (name: keyof z.input<S> & string) => {
    const key = errors[name];
    return {
      value: values[name],
      error: key ? t(key) : undefined,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((cur) => ({ ...cur, [name]: e.target.value })),
    };
  };

  /**
   * The submit handler: checks the values with the schema (errors under the fields, nothing sent), then runs
   * `send` with the parsed data while busy; a failure shows `refusal(err)` above the form. With `leaves`, a
   * success leaves the screen and the button stays busy until it is gone.
   */
  const onSubmit =
    (send: (data: z.output<S>) => Promise<unknown>, refusal: (err: unknown) => Message, { leaves = false } = {}) =>
    async (e: FormEvent) => {
      e.preventDefault();
      if (running.current) return;
      const parsed = schema.safeParse(values);
      setErrors(parsed.success ? {} : (fieldErrors(parsed.error) as Partial<Record<keyof z.input<S>, ValidationKey>>));
      setServerError(null);
      if (!parsed.success) return;
      running.current = true;
      setBusy(true);
      try {
        await send(parsed.data);
        if (!leaves) {
          running.current = false;
          setBusy(false);
        }
      } catch (err) {
        setServerError(refusal(err));
        running.current = false;
        setBusy(false);
      }
    };

  return { values, field, serverError, busy, onSubmit };
}
