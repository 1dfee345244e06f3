import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { errorMessage } from '../../../components/sign-in/error-message.ts';
import { AUTH_TEXTS } from '../texts.ts';

/** The terms dialog of spec §4: it cannot be dismissed, only accepted; then the app reloads. */
export function TermsDialog({ open }: { open: boolean }) {
  const accept = useAcceptTerms();
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => window.location.reload(),
    });

  return (
    <Modal
      open={open}
      size="large"
      title={AUTH_TEXTS.terms.title}
      footer={
        <Button size="lg" onClick={onAccept} loading={accept.isPending || accept.isSuccess}>
          {AUTH_TEXTS.terms.accept}
        </Button>
      }
    >
      <p className="font-medium text-slate-700">{AUTH_TEXTS.terms.intro}</p>
      <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm leading-relaxed text-slate-600">
        {AUTH_TEXTS.terms.paragraphs.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ol>
      {accept.isError ? <Alert tone="error" title={errorMessage(accept.error)} className="mt-5" /> : null}
    </Modal>
  );
}
