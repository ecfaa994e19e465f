import { useEffect, useState } from 'react';

/** Chromium's install offer (not in the DOM's types): prompt() shows the browser's own dialog once. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState =
  /** Open as the installed app already. */
  | { readonly kind: 'installed' }
  /** The browser offered to install: `install` opens its dialog. */
  | { readonly kind: 'offered'; readonly install: () => void }
  /** No offer (Safari, Firefox, or already installed elsewhere): the page says where the browser's menu has it. */
  | { readonly kind: 'manual' };

const standalone = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

/**
 * The site is a PWA (its manifest and service worker): a browser that may
 * install it fires `beforeinstallprompt`, which is kept here so a button can
 * open the browser's dialog; `appinstalled` ends the offer.
 */
export function useInstallPrompt(): InstallState {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(standalone);
  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const done = () => {
      setOffer(null);
      setInstalled(true);
    };
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', done);
    };
  }, []);
  if (installed) return { kind: 'installed' };
  if (offer === null) return { kind: 'manual' };
  return {
    kind: 'offered',
    install: () => {
      void offer.prompt().then(
        () => offer.userChoice,
        () => undefined,
      );
      // The event prompts once: a dismissed dialog waits for the browser's next offer.
      setOffer(null);
    },
  };
}
