import { useState } from 'react';
import { toast } from 'react-toastify';
import { useDescribeError } from './api-error';
import { useDialogSubject } from './use-dialog-subject';

/**
 * An action that a confirmation dialog asks about first. `ask(subject)` opens the dialog; confirming
 * runs `act(subject)`, toasts the message it answers (or why it failed) and closes the dialog.
 * `dialog` is what a `ConfirmDialog` needs: spread it onto one.
 */
export function useConfirmedAction<Subject>(act: (subject: Subject) => Promise<string>) {
  const describeError = useDescribeError();
  const { subject, isOpen, open, close } = useDialogSubject<Subject>();
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    if (!isOpen || subject === null) return;
    setIsBusy(true);
    try {
      toast.success(await act(subject));
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      setIsBusy(false);
      close();
    }
  };

  return {
    subject,
    ask: open,
    dialog: { open: isOpen, onConfirm: () => void confirm(), onCancel: close, isBusy },
  };
}
