import { useState } from 'react';
import type { FieldErrors } from './supply-form';

/**
 * The state of an add-or-edit form dialog: the fields' text, their errors and the server's
 * refusal. Opening the dialog, or opening it for another record, starts again from that record
 * (during render, as React recommends for state derived from props, so no stale frame shows).
 * Typing in a field clears that field's error.
 */
export function useDialogForm<Subject, Values extends Record<string, string>>(
  subject: Subject,
  open: boolean,
  valuesOf: (subject: Subject) => Values,
) {
  const [values, setValues] = useState<Values>(() => valuesOf(subject));
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState({ subject, open });
  if (shownFor.subject !== subject || shownFor.open !== open) {
    setShownFor({ subject, open });
    if (open) {
      setValues(valuesOf(subject));
      setErrors({});
      setServerError(null);
    }
  }

  const change = (name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return { values, errors, setErrors, serverError, setServerError, change };
}
