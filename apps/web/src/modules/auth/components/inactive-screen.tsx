import { Button } from '../../../components/ui/button.tsx';
import { AUTH_TEXTS } from '../texts.ts';
import { StepHeader } from '../../../components/sign-in/step-header.tsx';
import { StepIcon } from '../../../components/sign-in/step-icon.tsx';

type InactiveScreenProps = { message: string; onBack: () => void };

/** Shown when the server answers errors.inActive: using Energiek is no longer possible for this account. */
export function InactiveScreen({ message, onBack }: InactiveScreenProps) {
  return (
    <div>
      <StepHeader icon={<StepIcon kind="blocked" />} title={AUTH_TEXTS.inactive.title} intro={message} />
      <p className="mb-8 text-sm text-slate-500">{AUTH_TEXTS.inactive.help}</p>
      <Button variant="border" size="lg" fullWidth onClick={onBack} autoFocus>
        {AUTH_TEXTS.inactive.back}
      </Button>
    </div>
  );
}
