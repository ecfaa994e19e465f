import type { ComponentProps, RefObject } from 'react';
import type { SessionProjection } from '../../protocol/session';
import type { CouponProjection } from '../../protocol/slip';
import type { RunCommand } from '../coupon/useSlipCommands';
import type { Modal } from '../design/Modal';
import type { SessionDialogProps } from '../session/SessionDialog';
import type { ShellCore } from '../shell/shellCore';
import type { ChatState } from '../support/chatState';
import type { SupportOffer } from '../support/offer';
import type { SupportPanelProps } from '../support/panelProps';
import type { MediaSlotElements } from '../media/slots';

/**
 * The props of each part an app embeds in the shell, by the app's name. Each
 * app's door (its `*App.ts`) types its part with these, so the shell and the
 * app agree without the shell importing the app.
 */
export interface PartProps {
  readonly footer: { readonly lang: string; readonly onCookieSettings?: () => void };
  readonly headerSocial: Record<string, never>;
  readonly dialog: ComponentProps<typeof Modal>;
  readonly toaster: Record<string, never>;
  readonly support: { readonly lang: string; readonly offer: SupportOffer; readonly playerName: string | null };
  readonly supportPanel: SupportPanelProps;
  readonly slip: { readonly lang: string };
  readonly quickCoupon: { readonly lang: string };
  readonly sportsMenu: { readonly lang: string };
  /** The open videos and trackers: docked in the column slots (none on a phone) or floating. */
  readonly media: { readonly lang: string; readonly slots: MediaSlotElements };
  readonly session: { readonly lang: string; readonly showRegister?: boolean };
  readonly errorPage: { readonly lang: string; readonly status: number };
  readonly displaySettings: {
    readonly id?: string;
    /** `returnFocus`: give focus back to the control that opened it (after Escape or the close button). */
    readonly onClose: (returnFocus: boolean) => void;
    /** The header's button the popover hangs from; without it (the phone's menu) it is a bottom sheet. */
    readonly anchor?: RefObject<HTMLElement | null>;
    readonly presentation?: 'popover' | 'sheet';
  };
  readonly sessionAccount: { readonly session: SessionProjection; readonly lang: string };
  readonly sessionDialogs: SessionDialogProps;
  readonly couponBets: {
    readonly slip: CouponProjection;
    readonly lang: string;
    readonly busy: boolean;
    readonly pending: boolean;
    readonly run: RunCommand;
    readonly money: (minor: number) => string;
  };
  readonly slipSettings: {
    readonly slip: CouponProjection;
    readonly money: (minor: number) => string;
    readonly id: string;
    readonly onClose: () => void;
  };
  readonly myBets: { readonly lang: string };
  readonly supportChat: {
    readonly core: ShellCore;
    readonly lang: string;
    readonly page: string;
    readonly playerName: string | null;
    readonly chat: ChatState;
    readonly onChat: (update: (chat: ChatState) => ChatState) => void;
  };
  readonly placementOutcome: {
    readonly slip: CouponProjection;
    readonly run: RunCommand;
    readonly money: (minor: number) => string;
    readonly lang: string;
  };
}
export type PartName = keyof PartProps;
