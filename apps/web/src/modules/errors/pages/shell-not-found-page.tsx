import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { ERROR_TEXTS } from '../texts.ts';

/** An unknown /v3 address renders here, inside the shell. */
export function ShellNotFoundPage() {
  usePageTitle(ERROR_TEXTS.notFound.pageTitle);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{ERROR_TEXTS.notFound.title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{ERROR_TEXTS.notFound.text}</p>
      <ButtonLink to="/v3" variant="border" className="mt-8">
        {ERROR_TEXTS.notFound.back}
      </ButtonLink>
    </div>
  );
}
