import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePhoneTexts } from './usePhoneTexts';
import { BottomNav, type PhonePanel } from './BottomNav';
import { PhonePanels } from './PhonePanels';
import { registerSlipSheet } from './slipSheetDoor';

/**
 * The phone's own parts of the main layout, loaded lazily by MainLayout only
 * when the phone layout is drawn: the bottom bar, and the slip, the sports
 * menu and the menu in a bottom sheet or a drawer instead of side columns.
 * A navigation closes the open panel (a link in a drawer leads away).
 */
export default function PhoneChrome({ lang, betCount }: { lang: string; betCount: number }) {
  const ready = usePhoneTexts();
  const [panel, setPanel] = useState<PhonePanel | null>(null);
  const { pathname } = useLocation();
  useEffect(() => setPanel(null), [pathname]);
  useEffect(() => {
    registerSlipSheet(() => setPanel('slip'));
    return () => registerSlipSheet(null);
  }, []);
  // On <html> too: the design system's phone rules (touch targets) reach the dialogs portalled outside the layout.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.mode = 'phone';
    return () => void delete root.dataset.mode;
  }, []);
  if (!ready) return null;
  return (
    <>
      <BottomNav lang={lang} betCount={betCount} onOpen={setPanel} />
      {panel && <PhonePanels lang={lang} panel={panel} onSwitch={setPanel} onClose={() => setPanel(null)} />}
    </>
  );
}
