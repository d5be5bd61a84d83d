import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getErrorMessage, translateErrorMessage } from '../../lib/api-error';
import { sessionExpired } from '../../lib/api';
import { TransferError } from './drawing-transfer';

/** The bearer token of the session, for the transfers that bypass RTK Query. */
export function useSessionToken(): string | undefined {
  return useAppSelector((state) => state.auth.user?.token) || undefined;
}

/**
 * For a failed transfer: `describe` gives the message to show, translated like any API error;
 * `report` ends the session on a 401, as the RTK Query base query does for every other call.
 */
export function useTransferFailure() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useSessionToken();

  const describe = useCallback(
    (error: unknown) =>
      translateErrorMessage(error instanceof TransferError ? error.message : getErrorMessage(error), t),
    [t],
  );
  const report = useCallback(
    (error: unknown) => {
      if (error instanceof TransferError && error.httpStatus === 401 && token) dispatch(sessionExpired());
    },
    [dispatch, token],
  );
  return { describe, report };
}
