import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LoginResponse } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../components/sign-in/error-message.ts';
import { login } from '../api/login.ts';
import { checkLoginForm } from '../schemas.ts';
import type { LoginFormValues } from '../schemas.ts';
import { AUTH_TEXTS } from '../texts.ts';
import { StepHeader } from '../../../components/sign-in/step-header.tsx';

type SignedIn = Extract<LoginResponse, { secretRequired: false }>;

type LoginFormProps = {
  defaultValues: LoginFormValues;
  onSignedIn: (response: SignedIn) => void;
  onSecretRequired: (credentials: LoginFormValues) => void;
  onInactive: (message: string) => void;
  onForgot: (emailAddress: string) => void;
};

/** The form's one message: a field's (until it is corrected) or the server's (until the next try). */
type FormError = { field: 'emailAddress' | 'password' | 'server'; message: string };

export function LoginForm({
  defaultValues,
  onSignedIn,
  onSecretRequired,
  onInactive,
  onForgot,
}: LoginFormProps) {
  const [values, setValues] = useState(defaultValues);
  const [error, setError] = useState<FormError | null>(null);
  const [pending, setPending] = useState(false);

  const change = (next: Partial<LoginFormValues>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    // After a failed check the fields are checked again while typing, as a form library would.
    if (error && error.field !== 'server') {
      const check = checkLoginForm(updated);
      setError(check.ok ? null : { field: check.field, message: check.message });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = checkLoginForm(values);
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      return;
    }
    setError(null);
    setPending(true);
    try {
      const response = await login({ ...check.values, secret: null });
      if (response.secretRequired) onSecretRequired(check.values);
      else onSignedIn(response);
    } catch (caught) {
      const inactive = isApiError(caught) ? caught.fieldError('inActive') : undefined;
      if (inactive) onInactive(inactive);
      else setError({ field: 'server', message: errorMessage(caught) });
    } finally {
      setPending(false);
    }
  };

  // One message for the whole form: which field was wrong is deliberately not revealed.
  const credentialsInvalid = error !== null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <StepHeader title={AUTH_TEXTS.login.title} intro={AUTH_TEXTS.login.intro} />
      {error ? <Alert tone="error" title={error.message} className="mb-6" /> : null}
      <div className="space-y-5">
        <TextField
          label={AUTH_TEXTS.login.email}
          required
          type="email"
          name="emailAddress"
          autoComplete="username"
          inputMode="email"
          autoFocus
          aria-invalid={credentialsInvalid || undefined}
          value={values.emailAddress}
          onChange={(event) => change({ emailAddress: event.target.value })}
        />
        <TextField
          label={AUTH_TEXTS.login.password}
          required
          type="password"
          name="password"
          autoComplete="current-password"
          aria-invalid={credentialsInvalid || undefined}
          value={values.password}
          onChange={(event) => change({ password: event.target.value })}
        />
        <div className="flex items-center justify-between gap-4">
          <Switch
            label={AUTH_TEXTS.login.remember}
            name="remember"
            checked={values.remember}
            onChange={(event) => change({ remember: event.target.checked })}
          />
          <Button
            variant="link"
            label={AUTH_TEXTS.login.forgot}
            onClick={() => onForgot(values.emailAddress)}
          />
        </div>
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {AUTH_TEXTS.login.submit}
        </Button>
      </div>
    </form>
  );
}
