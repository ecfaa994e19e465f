import type { RefObject } from 'react';
import type { ChatState } from './chatState';
import type { SupportOffer } from './offer';

export type SupportStage = 'options' | 'callback' | 'email' | 'chat' | 'sent';

/** What the support button hands its panel (supportPanelApp): the offer, the chat it keeps, the anchor and the stage. */
export interface SupportPanelProps {
  readonly lang: string;
  readonly offer: SupportOffer;
  readonly playerName: string | null;
  readonly chat: ChatState;
  readonly onChat: (update: (chat: ChatState) => ChatState) => void;
  readonly anchor: RefObject<HTMLElement | null>;
  readonly panelId: string;
  readonly stage: SupportStage;
  readonly onStage: (stage: SupportStage) => void;
  readonly onClose: (returnFocus: boolean) => void;
}
