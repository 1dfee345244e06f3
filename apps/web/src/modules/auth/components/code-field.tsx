import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { InputHTMLAttributes, Ref } from 'react';
import { LOGIN_CODE_LENGTH } from '@energiek/contracts/constants';
import { TextField } from '../../../components/ui/text-field.tsx';
import { codeFormSchema, type CodeFormValues } from '../schemas.ts';

// The 6-digit authenticator code: one field and one form setup for signing in and for enrolment.

export function useCodeForm() {
  return useForm<CodeFormValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
}

type CodeFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function CodeField(props: CodeFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={LOGIN_CODE_LENGTH}
      placeholder="123456"
      inputClassName="text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
      {...props}
    />
  );
}
