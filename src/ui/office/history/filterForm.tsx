import type { FormEvent } from 'react';

/**
 * A history page's filters applied: the form's non-empty fields, named as the
 * address keeps them, as the address's query ('' when none), so a reload or a
 * shared link keeps them; what they mean is the worker's.
 */
export function submitToAddress(onApply: (search: string) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value !== '') params.set(name, value);
    const text = params.toString();
    onApply(text ? `?${text}` : '');
  };
}

/** The from and to days of a history's filters, each a labelled date field named as the address keeps it. */
export function DateRangeFields(props: {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly labels: { readonly from: string; readonly to: string };
  /** Prefix of the fields' test ids: `<prefix>-from`, `<prefix>-to`. */
  readonly testId: string;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <div className="field" key={name}>
          <label className="field-label" htmlFor={`${props.id}-${name}`}>
            {props.labels[name]}
          </label>
          <input id={`${props.id}-${name}`} name={name} type="date" defaultValue={props[name]} data-testid={`${props.testId}-${name}`} />
        </div>
      ))}
    </>
  );
}
