import type { ReactNode } from 'react';
import './segmented.css';

export interface SegmentedOption<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
  readonly testId?: string;
}

/**
 * A segmented control: two to four views of one area (live / line, coupon /
 * my bets), drawn as pills. It is a native radio group, so the browser does
 * the keyboard (Tab enters at the checked option, arrows move and select,
 * mirrored in right-to-left) and no script is needed for it: the controls of
 * the first load use it instead of the Radix tabs, which stay for areas
 * loaded later (docs/design-system.md, "Tabs or segmented").
 */
export function Segmented<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  look = 'pills',
  className,
}: {
  /** The radio group's name: unique on the page. */
  name: string;
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  look?: 'pills' | 'underline';
  className?: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className={`segmented segmented--${look}${className ? ` ${className}` : ''}`}>
      {options.map((o) => (
        <label key={o.value} className="segmented__option" data-state={o.value === value ? 'active' : 'inactive'}>
          <input
            type="radio"
            className="segmented__input"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
            data-testid={o.testId}
          />
          <span className="segmented__label">{o.label}</span>
        </label>
      ))}
    </div>
  );
}
