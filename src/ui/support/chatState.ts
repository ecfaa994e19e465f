import type { SupportChatMessage } from '../../protocol/schemas/support';

/** The chat survives closing the support panel: the conversation and what was said so far. */
export interface ChatState {
  readonly conversationId: string | null;
  /** The name the guest gave with the first message (a signed-in player's is their login). */
  readonly name: string | null;
  readonly messages: readonly SupportChatMessage[];
}
export const EMPTY_CHAT: ChatState = { conversationId: null, name: null, messages: [] };
