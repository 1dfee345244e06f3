import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { storeAccessToken } from '../../../lib/tokens.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CodeForm } from '../components/code-form.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { InactiveScreen } from '../components/inactive-screen.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { TwoStepEnrolment } from '../../../components/sign-in/two-step-enrolment.tsx';
import { ENROL_QUERY, safeRedirect } from '../schemas.ts';
import type { LoginFormValues } from '../schemas.ts';
import { AUTH_TEXTS } from '../texts.ts';

type SignedIn = Extract<LoginResponse, { secretRequired: false }>;

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
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(() =>
    params.get(ENROL_QUERY.key) === ENROL_QUERY.value ? { kind: 'enrol' } : { kind: 'credentials' },
  );
  const [values, setValues] = useState<LoginFormValues>({ emailAddress: '', password: '', remember: false });

  const enterApp = () => navigate(safeRedirect(params.get('redirect')), { replace: true });
  const backToLogin = () => setStep({ kind: 'credentials' });

  const onSignedIn = (response: SignedIn) => {
    storeAccessToken(response.token);
    // Nothing fetched for an earlier session may leak into this one.
    queryClient.clear();
    if (response.data.set2fa) setStep({ kind: 'enrol' });
    else enterApp();
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
            onSignedIn={onSignedIn}
            onSecretRequired={onSecretRequired}
            onInactive={(message) => setStep({ kind: 'inactive', message })}
            onForgot={(emailAddress) => {
              setValues((current) => ({ ...current, emailAddress }));
              setStep({ kind: 'forgot' });
            }}
          />
        </>
      ) : null}
      {step.kind === 'code' ? (
        <CodeForm
          credentials={step.credentials}
          onSignedIn={onSignedIn}
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
    </AuthLayout>
  );
}
