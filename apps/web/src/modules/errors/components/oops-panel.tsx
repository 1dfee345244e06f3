import { Button } from '../../../components/ui/button.tsx';
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
        <svg className="size-8" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path
            d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
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
