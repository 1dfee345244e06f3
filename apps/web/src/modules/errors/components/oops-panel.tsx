import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ERROR_TEXTS } from '../texts.ts';

type OopsPanelProps = { message: string; onContinue: () => void; headingLevel?: 'h1' | 'h2' };

/** The 'Oeps!' message with its 'Doorgaan' button, used by the forbidden page and the error dialog. */
export function OopsPanel({ message, onContinue, headingLevel = 'h1' }: OopsPanelProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center text-center">
      <span
        className="flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-700"
        aria-hidden="true"
      >
        <Icon name="alert" className="size-8" />
      </span>
      <Heading className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{ERROR_TEXTS.title}</Heading>
      <p className="mt-2 text-lg font-medium text-slate-700">{ERROR_TEXTS.intro}</p>
      <p className="mt-2 max-w-md text-slate-600">{message}</p>
      <Button size="lg" className="mt-8 min-w-40" onClick={onContinue}>
        {ERROR_TEXTS.continue}
      </Button>
    </div>
  );
}
