import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { usePageTitle } from '../lib/document-title.ts';
import { APP_TEXTS } from './texts.ts';

/** Unexpected errors while rendering or loading a route (e.g. a chunk of an old build that is gone). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound) return <NotFoundPage />;
  return <RouteErrorView />;
}

function RouteErrorView() {
  usePageTitle(APP_TEXTS.routeError.pageTitle);
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{APP_TEXTS.routeError.title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{APP_TEXTS.routeError.text}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {APP_TEXTS.routeError.reload}
      </Button>
    </main>
  );
}

export function NotFoundPage() {
  usePageTitle(APP_TEXTS.notFound.pageTitle);
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{APP_TEXTS.notFound.title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{APP_TEXTS.notFound.text}</p>
      <ButtonLink to="/v3" className="mt-8">
        {APP_TEXTS.notFound.home}
      </ButtonLink>
    </main>
  );
}
