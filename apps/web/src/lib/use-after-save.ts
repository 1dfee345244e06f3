import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../components/ui/use-toast.ts';
import { saveErrorMessage } from './api-errors.ts';
import { allowLeaving } from './use-leave-warning.ts';

/**
 * What a form page does once its save is answered: on success the toast, then away to `to` without the
 * unsaved-changes question (the form is still marked dirty in that tick); on failure the error toast
 * with the server's message (the field errors themselves show under the fields).
 */
export function useAfterSave() {
  const navigate = useNavigate();
  const toast = useToast();
  return useMemo(
    () => ({
      leave(message: string, to: string): void {
        toast.success(message);
        allowLeaving();
        void navigate(to);
      },
      failed(error: unknown): void {
        toast.error(saveErrorMessage(error));
      },
    }),
    [navigate, toast],
  );
}
