import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginResponse } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../components/sign-in/error-message.ts';
import { useLogin } from '../api/login.ts';
import { loginFormSchema } from '../schemas.ts';
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

export function LoginForm({
  defaultValues,
  onSignedIn,
  onSecretRequired,
  onInactive,
  onForgot,
}: LoginFormProps) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await login.mutateAsync({ ...values, secret: null });
      if (response.secretRequired) onSecretRequired(values);
      else onSignedIn(response);
    } catch (error) {
      const inactive = isApiError(error) ? error.fieldError('inActive') : undefined;
      if (inactive) onInactive(inactive);
      else setError('root.server', { message: errorMessage(error) });
    }
  });

  // One message for the whole form: which field was wrong is deliberately not revealed.
  const formError = errors.emailAddress?.message ?? errors.password?.message ?? errors.root?.server?.message;
  const credentialsInvalid = Boolean(errors.emailAddress || errors.password || errors.root?.server);

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeader title={AUTH_TEXTS.login.title} intro={AUTH_TEXTS.login.intro} />
      {formError ? <Alert tone="error" title={formError} className="mb-6" /> : null}
      <div className="space-y-5">
        <TextField
          label={AUTH_TEXTS.login.email}
          required
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          aria-invalid={credentialsInvalid || undefined}
          {...register('emailAddress')}
        />
        <TextField
          label={AUTH_TEXTS.login.password}
          required
          type="password"
          autoComplete="current-password"
          aria-invalid={credentialsInvalid || undefined}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-4">
          <Switch label={AUTH_TEXTS.login.remember} {...register('remember')} />
          <Button
            variant="link"
            label={AUTH_TEXTS.login.forgot}
            onClick={() => onForgot(getValues('emailAddress'))}
          />
        </div>
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {AUTH_TEXTS.login.submit}
        </Button>
      </div>
    </form>
  );
}
