import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../../components/ui/modal.tsx';
import { setGlobalError, useGlobalError } from '../../../lib/global-error.ts';
import { continuePath } from '../continue-path.ts';
import { ERROR_TEXTS } from '../texts.ts';
import { OopsPanel } from './oops-panel.tsx';

/** Opens when the global error flag is 500 (a 403 has its own page, /v3/forbidden). */
export function ErrorDialog() {
  const status = useGlobalError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = () => setGlobalError(null);
  const onContinue = () => {
    close();
    navigate(continuePath(queryClient));
  };

  return (
    <Modal open={status !== null && status >= 500} title={ERROR_TEXTS.title} bare onClose={close}>
      <div className="py-4">
        <OopsPanel headingLevel="h2" message={ERROR_TEXTS.server} onContinue={onContinue} />
      </div>
    </Modal>
  );
}
