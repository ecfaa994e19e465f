import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '../../../protocol/preferences';
import './consent.css';

export type ConsentAnswer = Exclude<Preferences['cookiesAgreeType'], null>;

export interface ConsentChoice {
  readonly value: ConsentAnswer;
  readonly key: string;
  readonly primary: boolean;
}

/** Most generous first: the order a visitor reads the choices in. */
export const CONSENT_CHOICES: readonly ConsentChoice[] = [
  { value: 2, key: 'layout.consent.accept_all', primary: true },
  { value: 1, key: 'layout.consent.functional', primary: false },
  { value: 0, key: 'layout.consent.necessary', primary: false },
];

/**
 * The cookie question's look: title, text with the policy's link, one
 * control per choice. The app's question (CookieConsent.tsx) and the served
 * frame's (prerender/ConsentFrame.tsx) are this one markup, so the app's
 * takes the frame's place at the same size, without a jump.
 */
export function ConsentQuestion({
  titleId,
  headingRef,
  policy,
  notes,
  choice,
  close,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  titleId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The cookie policy's link, labelled with its text. */
  policy: (label: string) => ReactNode;
  /** Under the text: the current answer, a refusal. */
  notes?: ReactNode;
  /** The control of one choice, labelled with its text. */
  choice: (choice: ConsentChoice, label: string) => ReactNode;
  close?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="cookie-consent" aria-labelledby={titleId} {...rest}>
      <div className="cookie-consent__text">
        <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {t('layout.consent.title')}
        </h2>
        <p>
          {t('layout.consent.body')} {policy(t('layout.consent.policy'))}
        </p>
        {notes}
      </div>
      <div className="cookie-consent__actions" role="group" aria-label={t('layout.consent.choices')}>
        {CONSENT_CHOICES.map((c) => choice(c, t(c.key)))}
        {close}
      </div>
    </section>
  );
}
