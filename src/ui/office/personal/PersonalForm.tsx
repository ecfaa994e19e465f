import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalField } from '../../../protocol/constants/personalData';
import type { PersonalDataAnswer } from '../../../protocol/schemas/personalData';
import { isRejection } from '../../../protocol/rejections';
import { Button } from '../../design/Button';
import { useSessionRequest } from '../../session/useSession';
import { refusalText, refusedFields } from './errors';
import { changesOf, DOCUMENT_TYPE_OPTIONS, draftOf, exampleOf, FIELD_GROUPS, rebasedDraft, type Draft, type FieldInput } from './fields';
import { personalDataOf } from './usePersonalData';

/**
 * The personal data form: every field of SPEC 3, each editable or shown
 * with why it is not (the operator keeps it, or the account is verified).
 * Save sends only what changed; the server's rules (src/core/personal)
 * judge it and each refused field shows its reason under it.
 */
export function PersonalForm({ data, onSaved }: { data: PersonalDataAnswer; onSaved: (data: PersonalDataAnswer) => void }) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  // Newer data must not wipe what the player is typing (it came after the first paint on a loaded machine).
  const base = useRef(data);
  useEffect(() => {
    const from = base.current;
    base.current = data;
    if (from !== data) setDraft((current) => rebasedDraft(current, from, data));
  }, [data]);
  const changes = changesOf(data, draft);
  const dirty = Object.keys(changes).length > 0;
  const anyEditable = Object.values(data.access).some((a) => a === 'editable');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || status === 'saving') return;
    setStatus('saving');
    setFormError(null);
    const answer = personalDataOf(await request({ kind: 'updatePersonalData', values: changes }));
    if (isRejection(answer)) {
      const fields = refusedFields(t, answer);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? t('officePersonal.form.fix_fields') : refusalText(t, answer));
      return setStatus('idle');
    }
    setErrors({});
    setStatus('saved');
    setDraft(draftOf(answer));
    onSaved(answer);
  }

  const edit = (name: PersonalField, value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setStatus('idle');
  };

  return (
    <form className="personal-form" onSubmit={submit} noValidate data-testid="personal-form" aria-busy={status === 'saving'}>
      {FIELD_GROUPS.map((group) => (
        <fieldset key={group.id} className="personal-group card" data-testid={`personal-group-${group.id}`}>
          <legend>{t(`officePersonal.group.${group.id}`)}</legend>
          <div className="personal-grid">
            {group.fields.map(({ name, input, autoComplete }) => (
              <PersonalInput
                key={name}
                name={name}
                input={input}
                autoComplete={autoComplete}
                value={draft[name]}
                access={data.access[name]}
                example={exampleOf(data, name)}
                error={errors[name] ?? null}
                onChange={(v) => edit(name, v)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {formError && (
        <p className="personal-error" role="alert" data-testid="personal-form-error">
          {formError}
        </p>
      )}
      {status === 'saved' && (
        <p className="personal-hint" role="status" data-testid="personal-saved">
          {t('officePersonal.form.saved')}
        </p>
      )}
      {anyEditable && (
        <Button type="submit" variant="primary" disabled={!dirty || status === 'saving'} data-testid="personal-save">
          {t(status === 'saving' ? 'officePersonal.form.saving' : 'officePersonal.form.save')}
        </Button>
      )}
    </form>
  );
}

function PersonalInput(props: {
  name: PersonalField;
  input: FieldInput;
  autoComplete: string | undefined;
  value: string;
  access: PersonalDataAnswer['access'][PersonalField];
  example: string | null;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { name, access, error, example } = props;
  const locked = access !== 'editable';
  const notes = [
    error ? { id: `${id}-error`, text: error, className: 'personal-field__error', role: 'alert' as const } : null,
    locked ? { id: `${id}-lock`, text: t(`officePersonal.access.${access}`), className: 'personal-field__lock', role: undefined } : null,
    !locked && example
      ? { id: `${id}-hint`, text: t('officePersonal.form.example', { example }), className: 'personal-hint', role: undefined }
      : null,
  ].filter((n) => n !== null);
  const common = {
    id,
    name,
    disabled: locked,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': notes.map((n) => n.id).join(' ') || undefined,
    'data-testid': `personal-${name}`,
  } as const;
  return (
    <div className="personal-field" data-access={access}>
      <label htmlFor={id}>{t(`officePersonal.field.${name}`)}</label>
      {props.input === 'documentType' ? (
        <select {...common} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">{t('officePersonal.document.none')}</option>
          {DOCUMENT_TYPE_OPTIONS.map((type) => (
            <option key={type} value={String(type)}>
              {t(`officePersonal.document.type_${type}`)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={props.input === 'date' ? 'date' : 'text'}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {notes.map((n) => (
        <p key={n.id} id={n.id} className={n.className} role={n.role} data-testid={n.role ? `personal-error-${name}` : undefined}>
          {n.text}
        </p>
      ))}
    </div>
  );
}
