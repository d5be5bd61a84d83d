import { useState } from 'react';

/**
 * What a dialog is about and whether it is open. Closing keeps the subject, so the dialog's text
 * stays while it fades out.
 */
export function useDialogSubject<Subject>() {
  const [state, setState] = useState<{ subject: Subject | null; isOpen: boolean }>({
    subject: null,
    isOpen: false,
  });
  return {
    subject: state.subject,
    isOpen: state.isOpen,
    open: (subject: Subject) => setState({ subject, isOpen: true }),
    close: () => setState((current) => ({ ...current, isOpen: false })),
  };
}
