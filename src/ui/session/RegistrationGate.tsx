import { lazy, Suspense, type ReactNode } from 'react';

// The age gate is a chunk of its own: imported statically, the age notice's modules it shares with the footer's notice
// would be a chunk the two registration apps import, and its name would join the first load's list of what each app
// needs. It is fetched as soon as this module runs (with the app, while the app's texts load), so the form's dialog
// rarely waits for it.
const loadGate = () => import('../ageNotice/RegistrationAgeGate');
void loadGate().catch(() => undefined);
const RegistrationAgeGate = lazy(loadGate);

/** The registration form behind the age notice's answer (src/ui/ageNotice/RegistrationAgeGate.tsx). */
export function RegistrationGate({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <RegistrationAgeGate lang={lang}>{children}</RegistrationAgeGate>
    </Suspense>
  );
}
