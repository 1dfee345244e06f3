import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  ref?: Ref<HTMLInputElement>;
};

/** An on/off switch built on a real checkbox (role switch), so it works with forms and keyboards. */
export function Switch({ label, id, className = '', ...rest }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <label
      htmlFor={inputId}
      className={`inline-flex cursor-pointer items-center gap-3 select-none ${className}`}
    >
      <span className="relative inline-flex">
        <input id={inputId} type="checkbox" role="switch" className="peer sr-only" {...rest} />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
        />
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
      <span className="text-sm text-slate-700">{label}</span>
    </label>
  );
}
