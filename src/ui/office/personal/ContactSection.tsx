import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactKind } from '../../../protocol/constants/personalData';
import type { ContactChangeRequest, PersonalDataAnswer } from '../../../protocol/schemas/personalData';
import { isRejection } from '../../../protocol/rejections';
import { Button } from '../../design/Button';
import { CodeTimer, type SentCode } from '../../session/CodeTimer';
import { Field, FormError } from '../../session/Field';
import { EMPTY_PHONE, PhoneInput, readPhone, usePhoneCatalogue, type PhoneValue } from '../../session/PhoneInput';
import { showTelCode } from '../../session/phone';
import { useSessionRequest } from '../../session/useSession';
import { useStepUp } from '../../security/useStepUp';
import { refusalText, refusedFields } from './errors';
import { personalDataOf } from './usePersonalData';

/**
 * The e-mail and the phone: shown, and changed by a code sent to the NEW
 * one. Asking for the code needs a step-up (the one dialog of useStepUp
 * opens when the server asks for it, then the ask runs again).
 */
export function ContactSection({ data, onChanged }: { data: PersonalDataAnswer; onChanged: (data: PersonalDataAnswer) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ContactKind | null>(null);
  const [done, setDone] = useState<ContactKind | null>(null);
  const shown: Record<ContactKind, string | null> = {
    email: data.email,
    phone: data.phone ? `${showTelCode(data.phone.code)} ${data.phone.number}` : null,
  };
  return (
    <section className="personal-group card" data-testid="personal-contacts" aria-labelledby="personal-contacts-title">
      <h2 id="personal-contacts-title">{t('officePersonal.contact.title')}</h2>
      <p className="personal-hint">{t('officePersonal.contact.intro')}</p>
      {(['email', 'phone'] as const).map((kind) => (
        <div key={kind} className="personal-contact" data-testid={`personal-contact-${kind}`}>
          <div className="personal-contact__row">
            <span className="personal-contact__label">{t(`officePersonal.contact.${kind}`)}</span>
            <span className="personal-contact__value" dir="ltr" data-testid={`personal-contact-${kind}-value`}>
              {shown[kind] ?? t('officePersonal.contact.none')}
            </span>
            {open !== kind && (
              <Button
                size="sm"
                onClick={() => {
                  setOpen(kind);
                  setDone(null);
                }}
                data-testid={`personal-change-${kind}`}
              >
                {t('officePersonal.contact.change')}
              </Button>
            )}
          </div>
          {done === kind && (
            <p className="personal-hint" role="status" data-testid="personal-contact-changed">
              {t(`officePersonal.contact.changed_${kind}`)}
            </p>
          )}
          {open === kind && (
            <ContactChangeForm
              kind={kind}
              onCancel={() => setOpen(null)}
              onChanged={(next) => {
                setOpen(null);
                setDone(kind);
                onChanged(next);
              }}
            />
          )}
        </div>
      ))}
    </section>
  );
}

function ContactChangeForm({
  kind,
  onCancel,
  onChanged,
}: {
  kind: ContactKind;
  onCancel: () => void;
  onChanged: (data: PersonalDataAnswer) => void;
}) {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const stepUp = useStepUp();
  const titleId = useId();
  const { catalogue } = usePhoneCatalogue();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(EMPTY_PHONE);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<(SentCode & { to: string }) | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function changeRequest(): ContactChangeRequest | null {
    if (kind === 'email') {
      if (email.trim() !== '') return { kind: 'email', email: email.trim() };
      setFieldError(t('officePersonal.error.required'));
      return null;
    }
    const read = readPhone(catalogue, phone);
    if (read.ok) return { kind: 'phone', phone_code: read.phoneCode, phone_number: read.phone };
    setFieldError(t(read.problem));
    return null;
  }

  async function ask(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setFieldError(null);
    setFormError(null);
    const change = changeRequest();
    if (!change) return;
    setBusy(true);
    const answer = await stepUp.run(() => request({ kind: 'contactChange', change }));
    setBusy(false);
    if (isRejection(answer)) {
      const fields = refusedFields(t, answer);
      const mine = fields[kind] ?? fields.email ?? fields.phone ?? null;
      setFieldError(mine);
      return setFormError(mine ? null : refusalText(t, answer));
    }
    if (answer.outcome.kind === 'contactCodeSent') {
      const { to, expiresAt, resendAt } = answer.outcome;
      setSent({ to, expiresAt, resendAt });
      setCode('');
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFieldError(null);
    setFormError(null);
    if (!/^\d{4,8}$/.test(code.trim())) return setFieldError(t('officePersonal.error.code_format'));
    setBusy(true);
    const answer = personalDataOf(await request({ kind: 'contactConfirm', contact: kind, code: code.trim() }));
    setBusy(false);
    if (isRejection(answer)) return setFormError(refusalText(t, answer));
    onChanged(answer);
  }

  return (
    <div className="personal-contact__form" role="group" aria-labelledby={titleId} data-testid={`personal-contact-form-${kind}`}>
      <p id={titleId} className="personal-contact__label">
        {t(`officePersonal.contact.new_${kind}`)}
      </p>
      {sent === null ? (
        <form onSubmit={ask} noValidate aria-busy={busy}>
          {kind === 'email' ? (
            <Field
              name="new-email"
              type="email"
              autoComplete="email"
              label={t('officePersonal.contact.email')}
              value={email}
              error={fieldError}
              onChange={(e) => setEmail(e.target.value)}
            />
          ) : (
            <PhoneInput catalogue={catalogue} value={phone} error={fieldError} onChange={setPhone} />
          )}
          <FormError text={formError} />
          <div className="personal-actions">
            <Button type="submit" variant="primary" disabled={busy} data-testid="personal-contact-send">
              {t('officePersonal.contact.send_code')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('officePersonal.contact.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate aria-busy={busy}>
          <p className="personal-hint" role="status" data-testid="personal-code-sent">
            {t('officePersonal.contact.code_sent', { to: sent.to })}
          </p>
          <Field
            name="contact-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('officePersonal.contact.code')}
            value={code}
            error={fieldError}
            onChange={(e) => setCode(e.target.value)}
          />
          <CodeTimer sent={sent} busy={busy} onResend={() => void ask()} />
          <FormError text={formError} />
          <div className="personal-actions">
            <Button type="submit" variant="primary" disabled={busy} data-testid="personal-contact-confirm">
              {t('officePersonal.contact.confirm')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('officePersonal.contact.cancel')}
            </Button>
          </div>
        </form>
      )}
      {stepUp.dialog}
    </div>
  );
}
