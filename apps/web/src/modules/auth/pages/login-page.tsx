import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResponse } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { storeAccessToken } from '../../../lib/tokens.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { InactiveScreen } from '../components/inactive-screen.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lazyWithQueryClient } from '../../../lib/lazy-with-query-client.tsx';
import { ENROL_QUERY, safeRedirect } from '../schemas.ts';
import type { LoginFormValues } from '../schemas.ts';
import { AUTH_TEXTS } from '../texts.ts';

type SignedIn = Extract<LoginResponse, { secretRequired: false }>;

// /login draws the credentials form only. The later steps bring a form library, zod and the query
// client; they load once the form shows (preloadSteps), so a step is there when it is needed.
const loadCodeForm = () => import('../components/code-form.tsx');
const loadForgotPasswordForm = () => import('../components/forgot-password-form.tsx');
const loadTwoStepEnrolment = () => import('../../../components/sign-in/two-step-enrolment.tsx');

const CodeForm = lazy(async () => ({ default: (await loadCodeForm()).CodeForm }));
const ForgotPasswordForm = lazyWithQueryClient(
  async () => (await loadForgotPasswordForm()).ForgotPasswordForm,
);
const TwoStepEnrolment = lazyWithQueryClient(async () => (await loadTwoStepEnrolment()).TwoStepEnrolment);

function preloadSteps(): void {
  void Promise.all([loadCodeForm(), loadForgotPasswordForm(), loadTwoStepEnrolment()]).catch(() => undefined);
}

/** Nothing fetched for an earlier session may leak into this one (the client loads with the app). */
async function clearQueryCache(): Promise<void> {
  const { queryClient } = await import('../../../lib/query-client.ts');
  queryClient.clear();
}

/** The steps of spec §4: credentials, then the code when required; forgot password and inactive aside. */
type Step =
  | { kind: 'credentials' }
  | { kind: 'code'; credentials: LoginFormValues }
  | { kind: 'forgot' }
  | { kind: 'inactive'; message: string }
  | { kind: 'enrol' };

export function LoginPage() {
  usePageTitle(AUTH_TEXTS.login.pageTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(() =>
    params.get(ENROL_QUERY.key) === ENROL_QUERY.value ? { kind: 'enrol' } : { kind: 'credentials' },
  );
  const [values, setValues] = useState<LoginFormValues>({ emailAddress: '', password: '', remember: false });

  const enterApp = () => navigate(safeRedirect(params.get('redirect')), { replace: true });
  const backToLogin = () => setStep({ kind: 'credentials' });

  useEffect(preloadSteps, []);

  const onSignedIn = async (response: SignedIn) => {
    storeAccessToken(response.token);
    await clearQueryCache();
    if (response.data.set2fa) setStep({ kind: 'enrol' });
    else await enterApp();
  };

  const onSecretRequired = (credentials: LoginFormValues) => {
    setValues({ ...credentials, password: '' });
    setStep({ kind: 'code', credentials });
  };

  return (
    <AuthLayout>
      {step.kind === 'credentials' ? (
        <>
          {params.get('invalid') === '1' ? (
            <Alert tone="warning" title={AUTH_TEXTS.login.invalidCompanyTitle} className="mb-8">
              {AUTH_TEXTS.login.invalidCompany}
            </Alert>
          ) : null}
          <LoginForm
            defaultValues={values}
            onSignedIn={(response) => void onSignedIn(response)}
            onSecretRequired={onSecretRequired}
            onInactive={(message) => setStep({ kind: 'inactive', message })}
            onForgot={(emailAddress) => {
              setValues((current) => ({ ...current, emailAddress }));
              setStep({ kind: 'forgot' });
            }}
          />
        </>
      ) : null}
      <Suspense fallback={<StepLoading />}>
        {step.kind === 'code' ? (
          <CodeForm
            credentials={step.credentials}
            onSignedIn={(response) => void onSignedIn(response)}
            onInactive={(message) => setStep({ kind: 'inactive', message })}
            onBack={backToLogin}
          />
        ) : null}
        {step.kind === 'forgot' ? (
          <ForgotPasswordForm defaultEmail={values.emailAddress} onBack={backToLogin} />
        ) : null}
        {step.kind === 'inactive' ? <InactiveScreen message={step.message} onBack={backToLogin} /> : null}
        {step.kind === 'enrol' ? (
          <TwoStepEnrolment onDone={enterApp} onBack={() => navigate('/logout', { replace: true })} />
        ) : null}
      </Suspense>
    </AuthLayout>
  );
}

/** While a later step's code loads (normally it is preloaded by then). */
function StepLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner />
    </div>
  );
}
