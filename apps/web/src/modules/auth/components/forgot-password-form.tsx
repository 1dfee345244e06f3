import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { requestPasswordBodySchema } from '@energiek/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../components/sign-in/error-message.ts';
import { useRequestPassword } from '../api/request-password.ts';
import { AUTH_TEXTS } from '../texts.ts';
import { StepHeader } from '../../../components/sign-in/step-header.tsx';
import { StepIcon } from '../../../components/sign-in/step-icon.tsx';

type ForgotPasswordFormProps = { defaultEmail: string; onBack: () => void };

/** The request form the 'Wachtwoord vergeten?' link swaps in (spec §2). */
export function ForgotPasswordForm({ defaultEmail, onBack }: ForgotPasswordFormProps) {
  const request = useRequestPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(requestPasswordBodySchema),
    defaultValues: { emailAddress: defaultEmail },
  });

  const onSubmit = handleSubmit((values) => request.mutate(values));

  return (
    <div>
      <StepHeader
        icon={<StepIcon kind="key" />}
        title={AUTH_TEXTS.forgot.title}
        intro={AUTH_TEXTS.forgot.intro}
      />
      {request.isSuccess ? (
        <Alert tone="success" className="mb-6">
          {request.data.message}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {request.isError ? <Alert tone="error" title={errorMessage(request.error)} /> : null}
          <TextField
            label={AUTH_TEXTS.forgot.email}
            required
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            error={errors.emailAddress?.message}
            {...register('emailAddress')}
          />
          <Button type="submit" size="lg" fullWidth loading={request.isPending}>
            {AUTH_TEXTS.forgot.submit}
          </Button>
        </form>
      )}
      <Button
        variant={request.isSuccess ? 'primary' : 'transparent'}
        fullWidth
        className="mt-3"
        onClick={onBack}
      >
        {AUTH_TEXTS.forgot.back}
      </Button>
    </div>
  );
}
