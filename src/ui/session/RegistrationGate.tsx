import { lazy, Suspense, type ReactNode } from 'react';

// The age gate is a chunk of its own, fetched with the form: a chunk shared by the two registration apps would add its
// name to the first load's list of what each app needs.
const RegistrationAgeGate = lazy(() => import('../ageNotice/RegistrationAgeGate'));

/** The registration form behind the age notice's answer (src/ui/ageNotice/RegistrationAgeGate.tsx). */
export function RegistrationGate({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <RegistrationAgeGate lang={lang}>{children}</RegistrationAgeGate>
    </Suspense>
  );
}
