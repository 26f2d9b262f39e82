import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import type { ErrorSummaryItem, ErrorSummaryProps } from '../ErrorSummary';
import { useErrorTitle } from './errorTitle';

/** A message per field in error (a field without one is fine). */
export type FieldErrors<F extends string> = Partial<Record<F, string | undefined>>;

export interface FormOptions<V, F extends string> {
  /** What the fields start with (a function runs once, when the form mounts). */
  initial: V | (() => V);
  /**
   * Field keys in page order: the error summary lists them in this order. A function of the
   * values when what the page asks depends on the answers (an address shown for one choice only).
   */
  fields: readonly F[] | ((values: V) => readonly F[]);
  /** Input id of a field (where the summary's link goes); the key itself by default. */
  idFor?: (field: F) => string;
  /**
   * The screen's checks, with the spec's messages from src/domain: a message per field in error.
   * Leave it out when something else validates (a machine answering with `errors`).
   */
  validate?: (values: V) => FieldErrors<F>;
  /**
   * The summary's words for a field's message: the inline message itself by default (GOV.UK);
   * a page with repeated groups may name the group ("Chase: Choose an answer").
   */
  summaryMessage?: (field: F, message: string) => string;
  /** Runs with the values on a submit `validate` accepts: sends the machine its event. */
  onValid: (values: V) => void;
  /** Errors found elsewhere (a machine's context): shown the same way as the form's own. */
  errors?: FieldErrors<F>;
}

export interface Form<V, F extends string> {
  /** What the user typed: kept as it is after a failed submit. */
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** Sets one value of an object form. */
  change: <K extends keyof V>(key: K, value: V[K]) => void;
  /** The message of each field in error (the form's own first, then the external ones). */
  errors: Partial<Record<F, string>>;
  /** Replaces the form's own errors (outside a submit: a choice that makes them moot). */
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  /** Drops one field's own error (a screen that clears it as soon as the field changes). */
  clearError: (field: F) => void;
  /** Submits so far: each one moves focus to the summary again while errors show. */
  attempts: number;
  /** The form's submit handler: validates, shows the errors or calls `onValid`. */
  submit: (event?: FormEvent) => void;
  /** The error summary's items: field id and the inline message's words, in field order. */
  summary: ErrorSummaryItem[];
  hasErrors: boolean;
  /** `<ErrorSummary {...form.summaryProps} />`: the items and the focus key. */
  summaryProps: ErrorSummaryProps;
}

function messagesOnly<F extends string>(errors: FieldErrors<F>): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const field of Object.keys(errors) as F[]) {
    const message = errors[field];
    if (message) found[field] = message;
  }
  return found;
}

/**
 * The state of a GOV.UK-style form (docs: STYLE.md "Forms and accessibility"): the values, the
 * errors of the last submit (or a machine's), the submit count, the error summary's items, and the
 * "Error: " prefix of the document title while errors show. A failed submit keeps what the user
 * typed; the summary takes focus on each one and links every field with its inline message's
 * words. Render `<ErrorSummary {...form.summaryProps} />` above the fields and pass
 * `form.errors.<field>` to each field.
 */
export function useForm<V, F extends string = string>(options: FormOptions<V, F>): Form<V, F> {
  const { initial, fields, idFor, validate, summaryMessage, onValid, errors: external } = options;
  const [values, setValues] = useState<V>(initial);
  const [own, setErrors] = useState<FieldErrors<F>>({});
  const [attempts, setAttempts] = useState(0);

  const errors = { ...messagesOnly(external ?? {}), ...messagesOnly(own) };
  const order = typeof fields === 'function' ? fields(values) : fields;
  const summary: ErrorSummaryItem[] = order.flatMap((field) => {
    const message = errors[field];
    if (!message) return [];
    return [
      {
        fieldId: idFor ? idFor(field) : field,
        message: summaryMessage ? summaryMessage(field, message) : message,
      },
    ];
  });
  const hasErrors = summary.length > 0;
  useErrorTitle(hasErrors);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setAttempts((n) => n + 1);
    const found = messagesOnly(validate ? validate(values) : {});
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };

  return {
    values,
    setValues,
    change: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    errors,
    setErrors,
    clearError: (field) =>
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    attempts,
    submit,
    summary,
    hasErrors,
    summaryProps: { errors: summary, focusKey: attempts },
  };
}
