import { describe, expect, it } from 'vitest';
import type { Rejection } from '../../../src/protocol/rejections';
import type { SessionAccepted } from '../../../src/protocol/session';
import { SessionController } from '../../../src/worker/session';
import { VirtualClock } from '../../support/virtualClock';

describe("the session tells analytics how each tab's request was answered", () => {
  it('calls onRequestSettled with the kind and the answer the tab gets', async () => {
    const heard: [string, SessionAccepted | Rejection][] = [];
    const session = new SessionController(
      new VirtualClock(0),
      { warn: () => undefined },
      {
        onRequestSettled: (kind, answer) => heard.push([kind, answer]),
      },
    );
    const answer = await session.request('tab-1', { kind: 'nonsense' } as never);
    expect(answer).toMatchObject({ rejected: true, code: 'invalid_command' });
    expect(heard).toEqual([['nonsense', answer]]);
  });
});
