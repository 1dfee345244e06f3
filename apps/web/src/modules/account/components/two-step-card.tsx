import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { TwoStepEnrolment } from '../../../components/sign-in/two-step-enrolment.tsx';
import { ACCOUNT_TEXTS } from '../texts.ts';

const T = ACCOUNT_TEXTS.twoStep;

/**
 * Two-step status, and for a user without it the enrolment of the sign-in flow (same component, same
 * endpoints) in a dialog. Resetting an enrolled two-step is an admin action (users/{id}/reset-two-step).
 */
export function TwoStepCard({ enabled }: { enabled: boolean }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <Card title={T.title} landmark bodyClassName="px-6 py-5">
      <p className="text-sm text-slate-700">{enabled ? T.on : T.off}</p>
      {enabled ? null : (
        <Button className="mt-4" icon="shield" label={T.setUp} onClick={() => setOpen(true)} />
      )}
      {/* Mounted only while open: the enrolment asks the server for a fresh secret when it mounts. */}
      {open ? (
        <Modal open title={T.setUp} bare onClose={() => setOpen(false)} closeOnBackdrop={false}>
          <TwoStepEnrolment
            onDone={() => {
              setOpen(false);
              toast.success(T.done);
            }}
            onBack={() => setOpen(false)}
            backLabel={ACCOUNT_TEXTS.twoStep.cancel}
            intro={ACCOUNT_TEXTS.twoStep.intro}
          />
        </Modal>
      ) : null}
    </Card>
  );
}
