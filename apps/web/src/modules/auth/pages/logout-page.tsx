import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearTokens } from '../../../lib/tokens.ts';
import { logout } from '../api/logout.ts';
import { AUTH_TEXTS } from '../texts.ts';

/** /logout: revoke the session, forget the tokens and every cached answer, then go to /login. */
export function LogoutPage() {
  usePageTitle(AUTH_TEXTS.logout.pageTitle);
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        clearTokens();
        queryClient.clear();
        navigate('/login', { replace: true });
      });
  }, [navigate]);

  return (
    <div
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-4 text-slate-600"
    >
      <PageSpinner />
      <p className="sr-only">{AUTH_TEXTS.logout.busy}</p>
    </div>
  );
}
