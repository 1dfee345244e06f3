import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { buttonClasses } from './button-classes.ts';
import type { ButtonSize, ButtonVariant } from './button-classes.ts';
import { Icon } from './icon.tsx';
import type { IconName } from './icon.tsx';
import { Spinner } from './spinner.tsx';

type ButtonContentProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A named icon or any element, shown before the label. */
  icon?: IconName | ReactNode;
  /** The button text; children work as well. */
  label?: string;
  /** Keeps the label for assistive technology only: an icon button with an accessible name. */
  hideLabel?: boolean;
  fullWidth?: boolean;
};

function ButtonContent({
  icon,
  label,
  hideLabel,
  loading,
  children,
}: Pick<ButtonContentProps, 'icon' | 'label' | 'hideLabel'> & { loading?: boolean; children?: ReactNode }) {
  const iconNode = typeof icon === 'string' ? <Icon name={icon} className="size-4" /> : icon;
  return (
    <>
      {loading ? <Spinner className="size-4" /> : iconNode}
      {label ? <span className={hideLabel ? 'sr-only' : undefined}>{label}</span> : null}
      {children}
    </>
  );
}

function classesFor(
  variant: ButtonVariant,
  size: ButtonSize,
  fullWidth: boolean,
  iconOnly: boolean,
  className: string,
) {
  const extra = [fullWidth ? 'w-full' : '', iconOnly ? 'px-2!' : '', className].filter(Boolean).join(' ');
  return buttonClasses(variant, size, extra);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonContentProps & { loading?: boolean };

/** A button in one of the variants of spec §2 (primary, border, link, transparent, white). */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  label,
  hideLabel = false,
  loading = false,
  fullWidth = false,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const iconOnly = Boolean(icon) && hideLabel && !children;
  return (
    <button
      type={type}
      className={classesFor(variant, size, fullWidth, iconOnly, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <ButtonContent icon={icon} label={label} hideLabel={hideLabel} loading={loading}>
        {children}
      </ButtonContent>
    </button>
  );
}

type ButtonLinkProps = LinkProps & ButtonContentProps;

/** A link that looks like a button (navigation stays a real link for assistive technology). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  label,
  hideLabel = false,
  fullWidth = false,
  className = '',
  children,
  ...rest
}: ButtonLinkProps) {
  const iconOnly = Boolean(icon) && hideLabel && !children;
  return (
    <Link className={classesFor(variant, size, fullWidth, iconOnly, className)} {...rest}>
      <ButtonContent icon={icon} label={label} hideLabel={hideLabel}>
        {children as ReactNode}
      </ButtonContent>
    </Link>
  );
}
