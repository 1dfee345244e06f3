import { useState } from 'react';
import type { LoginResponse } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../components/sign-in/error-message.ts';
import { login } from '../api/login.ts';
import type { LoginFormValues } from '../schemas.ts';
import { AUTH_TEXTS } from '../texts.ts';
import { CodeField, useCodeForm } from '../../../components/sign-in/code-field.tsx';
import { StepHeader } from '../../../components/sign-in/step-header.tsx';
import { StepIcon } from '../../../components/sign-in/step-icon.tsx';

type SignedIn = Extract<LoginResponse, { secretRequired: false }>;

type CodeFormProps = {
  credentials: LoginFormValues;
  onSignedIn: (response: SignedIn) => void;
  onInactive: (message: string) => void;
  onBack: () => void;
};

/** Step two of signing in: the same login again, now with the authenticator code as `secret`. */
export function CodeForm({ credentials, onSignedIn, onInactive, onBack }: CodeFormProps) {
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useCodeForm();

  const onSubmit = handleSubmit(async ({ code }) => {
    setPending(true);
    try {
      const response = await login({ ...credentials, secret: code });
      if (response.secretRequired) setError('code', { message: AUTH_TEXTS.code.wrongCode });
      else onSignedIn(response);
    } catch (error) {
      if (!isApiError(error)) {
        setError('root.server', { message: errorMessage(error) });
        return;
      }
      const inactive = error.fieldError('inActive');
      const wrongCode = error.fieldError('secret');
      if (inactive) onInactive(inactive);
      else if (wrongCode) setError('code', { message: wrongCode }, { shouldFocus: true });
      else setError('root.server', { message: errorMessage(error) });
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeader
        icon={<StepIcon kind="shield" />}
        title={AUTH_TEXTS.code.title}
        intro={AUTH_TEXTS.code.intro}
      />
      {errors.root?.server ? (
        <Alert tone="error" title={errors.root.server.message} className="mb-6" />
      ) : null}
      <div className="space-y-5">
        <CodeField
          label={AUTH_TEXTS.code.label}
          required
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {AUTH_TEXTS.code.submit}
        </Button>
        <Button variant="transparent" fullWidth onClick={onBack}>
          {AUTH_TEXTS.code.back}
        </Button>
      </div>
    </form>
  );
}
