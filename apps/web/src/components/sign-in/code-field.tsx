import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { InputHTMLAttributes, Ref } from 'react';
import { LOGIN_CODE_LENGTH } from '@energiek/contracts/constants';
import { TextField } from '../ui/text-field.tsx';
import { z } from 'zod';
import { loginCodeSchema } from '@energiek/contracts/auth';

// The 6-digit authenticator code: one field and one form setup for signing in and for enrolment.

/** The numeric 6-digit authenticator code ('De code is onjuist' otherwise). */
export const codeFormSchema = z.object({ code: loginCodeSchema });
export type CodeFormValues = z.infer<typeof codeFormSchema>;

export function useCodeForm() {
  return useForm<CodeFormValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
}

type CodeFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** Keeps digits only (typed, pasted '123 456' or autofilled), at most the code's length. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, LOGIN_CODE_LENGTH);
}

export function CodeField({ onChange, ...props }: CodeFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      placeholder="123456"
      inputClassName="text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
      {...props}
      onChange={(event) => {
        const digits = digitsOnly(event.target.value);
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
