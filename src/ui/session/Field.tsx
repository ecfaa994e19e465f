import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input with its error right under it (SPEC 8: every field error next to its field). */
export function Field(props: { label: string; error?: string | null; name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { label, error, name, 'aria-describedby': extra, ...input } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, extra ?? null].filter((part) => part !== null).join(' ');
  return (
    <div className="session-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        data-testid={`field-${name}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="session-field__error" role="alert" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function FormError({ text }: { text: string | null }) {
  return text ? (
    <p className="session-form__error" role="alert" data-testid="form-error">
      {text}
    </p>
  ) : null;
}
