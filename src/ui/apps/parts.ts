import type { SupportOffer } from '../support/SupportButton';

/**
 * The props of each part an app embeds in the shell, by the app's name. Each
 * app's door (its `*App.ts`) types its part with these, so the shell and the
 * app agree without the shell importing the app.
 */
export interface PartProps {
  readonly footer: { readonly lang: string; readonly onCookieSettings?: () => void };
  readonly support: { readonly lang: string; readonly offer: SupportOffer; readonly playerName: string | null };
  readonly slip: { readonly lang: string };
  readonly sportsMenu: { readonly lang: string };
  readonly session: { readonly lang: string; readonly showRegister?: boolean };
  readonly errorPage: { readonly lang: string; readonly status: number };
}
export type PartName = keyof PartProps;
