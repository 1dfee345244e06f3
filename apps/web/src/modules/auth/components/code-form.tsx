import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginResponse } from '@energiek/contracts/auth';
import { LOGIN_CODE_LENGTH } from '@energiek/contracts/constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../api/error-message.ts';
import { useLogin } from '../api/login.ts';
import { codeFormSchema } from '../schemas.ts';
import type { CodeFormValues, LoginFormValues } from '../schemas.ts';
import { AUTH_TEXTS } from '../texts.ts';
import { StepHeader } from './step-header.tsx';
import { StepIcon } from './step-icon.tsx';

type SignedIn = Extract<LoginResponse, { secretRequired: false }>;

type CodeFormProps = {
  credentials: LoginFormValues;
  onSignedIn: (response: SignedIn) => void;
  onInactive: (message: string) => void;
  onBack: () => void;
};

/** Step two of signing in: the same login again, now with the authenticator code as `secret`. */
export function CodeForm({ credentials, onSignedIn, onInactive, onBack }: CodeFormProps) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeFormValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const response = await login.mutateAsync({ ...credentials, secret: code });
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
        <TextField
          label={AUTH_TEXTS.code.label}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={LOGIN_CODE_LENGTH}
          placeholder="123456"
          autoFocus
          error={errors.code?.message}
          inputClassName="text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
          {...register('code')}
        />
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {AUTH_TEXTS.code.submit}
        </Button>
        <Button variant="transparent" fullWidth onClick={onBack}>
          {AUTH_TEXTS.code.back}
        </Button>
      </div>
    </form>
  );
}
