import { lazy, Suspense, useId, type InputHTMLAttributes } from 'react';
import { Field } from '../session/Field';

/** zxcvbn and the list of common passwords come with the meter, on first typing: never on the first load. */
const StrengthMeter = lazy(() => import('./StrengthMeter'));

export type PasswordFieldProps = { label: string; error?: string | null; name: string; value: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value'
> & {
    /** Words the player gave on the same form (login, e-mail): a password built from them is weak. */
    readonly userInputs?: readonly string[];
  };

/**
 * The one input for a NEW password (registration, recovery, change): a
 * Field with a strength meter under it, which also says early when the
 * password is one the server will refuse as too common. The server decides;
 * the meter only advises.
 */
export function PasswordField({ userInputs = [], ...field }: PasswordFieldProps) {
  const meterId = `${useId()}-strength`;
  return (
    <div className="password-field">
      <Field type="password" autoComplete="new-password" aria-describedby={field.value ? meterId : undefined} {...field} />
      {field.value && (
        <Suspense fallback={null}>
          <StrengthMeter id={meterId} password={field.value} userInputs={userInputs} />
        </Suspense>
      )}
    </div>
  );
}
