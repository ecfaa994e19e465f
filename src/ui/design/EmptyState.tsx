import type { ComponentType, ReactNode } from 'react';

/** "Nothing here": an icon, a title, a line of help and maybe an action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  compact = false,
  testId,
  titleClassName,
}: {
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  testId?: string;
  titleClassName?: string;
}) {
  return (
    <div className={`empty-state${compact ? ' empty-state--compact' : ''}`} data-testid={testId}>
      {Icon && (
        <span className="empty-state__icon">
          <Icon size={22} aria-hidden />
        </span>
      )}
      <p className={`empty-state__title${titleClassName ? ` ${titleClassName}` : ''}`}>{title}</p>
      {children && <div className="empty-state__body">{children}</div>}
      {action}
    </div>
  );
}
