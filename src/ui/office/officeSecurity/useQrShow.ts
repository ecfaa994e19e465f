import { useCallback, useEffect, useRef, useState } from 'react';
import { isRejection } from '../../../protocol/rejections';
import type { QrLoginState } from '../../../protocol/schemas/qrLogin';
import { useSessionRequest } from '../../session/useSession';

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
 * The showing device's side of QR sign-in: ask for a code, then wait for
 * the worker to say what became of it (used or expired: the server's clock
 * decides both). Ending the session it opened is the sessions list's call.
 */
export function useQrShow(lang: string): QrShow {
  const request = useSessionRequest();
  const [code, setCode] = useState<ShownCode | null>(null);
  const [state, setState] = useState<QrLoginState | null>(null);
  const [session, setSession] = useState<QrShow['session']>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
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

  // The worker answers once the code is used or expired (it asks the server on its own clock meanwhile).
  const token = code?.token;
  const shown = useRef(token);
  shown.current = token;
  useEffect(() => {
    if (!token) return;
    void request({ kind: 'qrLoginStatus', token }).then((reply) => {
      // A newer code shown meanwhile has its own answer coming.
      if (!live.current || shown.current !== token || isRejection(reply) || reply.outcome?.kind !== 'qrLoginStatus') return;
      setState(reply.outcome.state);
      setSession(reply.outcome.session);
    });
  }, [token, request]);

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
