import { useCallback, useEffect, useRef, useState } from 'react';
import { isRejection } from '../../../protocol/rejections';
import type { QrLoginState } from '../../../protocol/schemas/qrLogin';
import { useSessionRequest } from '../../session/useSession';

/** How often the showing device asks whether its code was used: the player is looking at the screen for the minute it lives. */
const STATUS_EVERY_MS = 2_000;

export interface ShownCode {
  readonly token: string;
  readonly url: string;
  readonly qrSvg: string;
  readonly expiresAt: number;
}

export interface QrShow {
  readonly code: ShownCode | null;
  readonly state: QrLoginState | null;
  readonly session: { readonly id: string; readonly device: string | null; readonly live: boolean } | null;
  readonly failed: boolean;
  readonly busy: boolean;
  show(): Promise<void>;
  endSession(): Promise<void>;
}

/**
 * The showing device's side of QR sign-in: ask for a code, then ask the
 * server what became of it until it is used or expired (the server's clock
 * decides both). Ending the session it opened is the sessions list's call.
 */
export function useQrShow(lang: string): QrShow {
  const request = useSessionRequest();
  const [code, setCode] = useState<ShownCode | null>(null);
  const [state, setState] = useState<QrLoginState | null>(null);
  const [session, setSession] = useState<QrShow['session']>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // One more per status answer: a code still waiting is asked about again after each.
  const [asked, setAsked] = useState(0);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const show = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    const reply = await request({ kind: 'qrLoginStart', lng: lang });
    if (!live.current) return;
    setBusy(false);
    if (isRejection(reply) || reply.outcome?.kind !== 'qrLogin') return setFailed(true);
    const { token, url, qrSvg, expiresAt } = reply.outcome;
    setCode({ token, url, qrSvg, expiresAt });
    setState('waiting');
    setSession(null);
  }, [lang, request]);

  const token = code?.token;
  useEffect(() => {
    if (!token || state !== 'waiting') return;
    const timer = setTimeout(() => {
      void request({ kind: 'qrLoginStatus', token }).then((reply) => {
        if (!live.current || isRejection(reply) || reply.outcome?.kind !== 'qrLoginStatus') return;
        setState(reply.outcome.state);
        setSession(reply.outcome.session);
        setAsked((n) => n + 1);
      });
    }, STATUS_EVERY_MS);
    return () => clearTimeout(timer);
  }, [token, state, asked, request]);

  const endSession = useCallback(async () => {
    if (!session) return;
    setBusy(true);
    const reply = await request({ kind: 'endSessions', id: session.id });
    if (!live.current) return;
    setBusy(false);
    if (isRejection(reply)) return setFailed(true);
    setSession({ ...session, live: false });
  }, [request, session]);

  return { code, state, session, failed, busy, show, endSession };
}
