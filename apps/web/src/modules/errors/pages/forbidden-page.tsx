import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../../lib/document-title.ts';
import { setGlobalError } from '../../../lib/global-error.ts';
import { OopsPanel } from '../components/oops-panel.tsx';
import { continuePath } from '../continue-path.ts';
import { ERROR_TEXTS } from '../texts.ts';

/** /v3/forbidden: after a 403 or when a permission guard refuses a screen. */
export function ForbiddenPage() {
  usePageTitle(ERROR_TEXTS.forbiddenPageTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onContinue = () => {
    setGlobalError(null);
    navigate(continuePath(queryClient));
  };

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <OopsPanel message={ERROR_TEXTS.forbidden} onContinue={onContinue} />
    </div>
  );
}
