import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'default' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

/**
 * The Button of SPEC §5: variants primary, secondary, ghost and default; inert while loading or
 * disabled (no click, no submit), with a spinner and aria-busy while loading.
 */
export function Button({
  variant = 'default',
  size = 'md',
  loading = false,
  block = false,
  disabled,
  icon,
  children,
  className,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const inert = Boolean(disabled) || loading;
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={inert}
      aria-busy={loading || undefined}
      onClick={inert ? undefined : onClick}
    >
      {loading ? <span className="btn__spinner" aria-hidden="true" /> : icon}
      {children !== undefined && <span className="btn__label">{children}</span>}
    </button>
  );
}
