import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './Icon';
import type { IconName } from './iconNames';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger' | 'link' | 'on-dark' | 'ghost-on-dark';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The class list of a button look, for a link or a label that must look like one. */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', extra = ''): string {
  const parts = ['button'];
  if (variant !== 'secondary') parts.push(`button--${variant}`);
  if (size !== 'md') parts.push(`button--${size}`);
  if (extra) parts.push(extra);
  return parts.join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** A button of the design system: type="button" unless told, one of the variants and sizes. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, size, `${block ? 'button--block ' : ''}${className ?? ''}`.trim())} {...rest} />
  );
}

/** A square button that shows an icon; `label` is its accessible name (and its tooltip). */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size,
  className,
  children,
  ...rest
}: Omit<ButtonProps, 'children' | 'aria-label'> & { icon: IconName; label: string; children?: ReactNode }) {
  return (
    <Button variant={variant} size={size} className={`icon-button ${className ?? ''}`.trim()} aria-label={label} title={label} {...rest}>
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
      {children}
    </Button>
  );
}
