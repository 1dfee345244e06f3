// Button variants of spec §2 (primary, border, link, transparent, white), shared by <Button> and <ButtonLink>;
// danger is the red button of a destructive step (delete, remove).

export type ButtonVariant = 'primary' | 'border' | 'link' | 'transparent' | 'white' | 'danger';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  border:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50',
  link: 'px-0! py-0! text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
  transparent: 'text-slate-700 hover:bg-slate-100',
  white: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800 focus-visible:outline-red-600',
};

const sizes: Record<ButtonSize, string> = {
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-2.5 text-base',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return [base, sizes[size], variants[variant], extra].filter(Boolean).join(' ');
}
