import { Icon } from '../design/Icon';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { useExclusiveOpen } from '../design/exclusive';
import { EMPTY_CHAT, type ChatState } from './chatState';
import type { SupportOffer } from './offer';
import type { SupportStage } from './panelProps';
import { PlayerModalsSlot } from './PlayerModalsSlot';

/**
 * SPEC 4 Support button: closed, options open, then the call back form, the
 * e-mail form or the chat. The call back only for signed-in players where the
 * site offers it in this language; the chat only with a consultant id. The
 * panel is its own app (an anchored popover, fetched when first opened); the
 * chat's conversation stays here, so closing the panel keeps it. One panel
 * or menu of the page open at a time. The player modals (the operator's
 * question, the support history) hang from here, on every main-layout page.
 */
export function SupportButton({ lang, offer, playerName }: { lang: string; offer: SupportOffer; playerName: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useExclusiveOpen('support');
  const [stage, setStage] = useState<SupportStage>('options');
  const [chat, setChat] = useState<ChatState>(EMPTY_CHAT);
  const onChat = useCallback((update: (c: ChatState) => ChatState) => setChat(update), []);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // An option the site stopped offering (a config change, signing out) is not kept open.
  const shownStage: SupportStage = (stage === 'chat' && !offer.chat) || (stage === 'callback' && !offer.callback) ? 'options' : stage;

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggle.current?.focus();
    },
    [setOpen],
  );

  return (
    <div className="shell-support" data-testid="support" data-stage={open ? shownStage : 'closed'}>
      {open && (
        <EmbeddedApp
          name="supportPanel"
          props={{ lang, offer, playerName, chat, onChat, anchor: toggle, panelId, stage: shownStage, onStage: setStage, onClose: close }}
          loading={null}
        />
      )}
      <button
        ref={toggle}
        type="button"
        className="button button--primary shell-support__toggle"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        data-testid="support-button"
        onClick={() => {
          if (!open) setStage('options');
          setOpen(!open);
        }}
      >
        <Icon name="headset" size={20} />
        <span className="visually-hidden">{t(open ? 'shell.support.close' : 'shell.support.open')}</span>
      </button>
      <PlayerModalsSlot lang={lang} />
    </div>
  );
}
