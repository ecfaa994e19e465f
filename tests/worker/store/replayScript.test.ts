import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialAppState, replay, stateSchemaHash } from '../../../src/core/app';
import { main, replayLogText, USAGE } from '../../../scripts/replay';
import { noisyLogArb } from '../../arbitraries/events';

const line = (value: unknown) => JSON.stringify(value);

describe('scripts/replay.ts', () => {
  it('prints each event with the diff it made, then the final state', () => {
    const text = [
      line({ seq: 1, type: 'preferences/changed', v: 1, at: 1, origin: 't/1', payload: { key: 'appTheme', value: 1 } }),
      line({ seq: 2, type: 'preferences/changed', v: 2, at: 2, origin: 't/2', payload: { changes: { appTheme: 1 } } }),
      line({ seq: 3, type: 'preferences/reset', v: 1, at: 3, origin: 't/3', payload: {} }),
    ].join('\n');
    const report = replayLogText(text);
    expect(report.lines.slice(0, 6)).toEqual([
      '#1 preferences/changed',
      '  preferences.appTheme: 0 -> 1',
      '#2 preferences/changed',
      '  (no change)',
      '#3 preferences/reset',
      '  preferences.appTheme: 1 -> 0',
    ]);
    expect(report.lines[6]).toBe('final state at #3 (3 applied, 0 skipped):');
    expect(JSON.parse(report.lines[7]!)).toEqual(initialAppState);
  });

  it('reports unreadable, damaged and unknown lines with their line numbers and goes on', () => {
    const text = [
      line({ seq: 1, type: 'preferences/changed', v: 2, at: 1, origin: 't', payload: { changes: { timeZone: 5 } } }),
      '',
      '{broken',
      line({ seq: 2, type: 'preferences/changed', v: 2, at: 1, origin: 't', payload: { changes: { timeZone: 500 } } }),
      line({ seq: 3, type: 'casino/spin', v: 1, at: 1, origin: 't', payload: {} }),
      line({ seq: 4, type: 'preferences/changed', v: 2, at: 1, origin: 't', payload: { changes: { is12h: true } } }),
    ].join('\n');
    const report = replayLogText(text);
    expect(report.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^line 3: unreadable, skipped: not JSON/),
        expect.stringMatching(/^line 4: #2 skipped \(corrupt\): .*timeZone/),
        expect.stringMatching(/^line 5: #3 skipped \(unknown\): unknown event type casino\/spin/),
      ]),
    );
    expect(report.state.preferences).toMatchObject({ timeZone: 5, is12h: true });
    expect(report.lastSeq).toBe(4);
    expect(report.skipped).toBe(3);
  });

  it('starts from a snapshot of this build, and ignores one of another state shape', () => {
    const snapState = { ...initialAppState, preferences: { ...initialAppState.preferences, fontSize: 'small' } };
    const event = line({ seq: 8, type: 'preferences/changed', v: 2, at: 1, origin: 't', payload: { changes: { is12h: true } } });
    const ours = replayLogText([line({ hash: stateSchemaHash(), seq: 7, state: snapState }), event].join('\n'));
    expect(ours.state.preferences).toMatchObject({ fontSize: 'small', is12h: true });
    const theirs = replayLogText([line({ hash: 'deadbeef', seq: 7, state: snapState }), event].join('\n'));
    expect(theirs.state.preferences).toMatchObject({ fontSize: 'medium', is12h: true });
    expect(theirs.lines[0]).toMatch(/another state shape/);
  });

  it('ends in the same state as the core replay for any generated log (property)', () => {
    fc.assert(
      fc.property(noisyLogArb(40), (log) => {
        const records = log.map((r) => r.record);
        const text = records.map((r) => JSON.stringify(r)).join('\n');
        expect(replayLogText(text).state).toEqual(replay(records.map((r) => JSON.parse(JSON.stringify(r)) as unknown)).state);
      }),
      { numRuns: 100 },
    );
  });

  it('without an argument or with a missing file prints the usage and exits 2', () => {
    const errors: string[] = [];
    const io = { out: () => undefined, err: (l: string) => errors.push(l) };
    expect(main([], io)).toBe(2);
    expect(main(['--'], io)).toBe(2);
    expect(main(['/definitely/not/here.ndjson'], io)).toBe(2);
    expect(errors).toContain(USAGE);
    expect(errors).toContain('no such file: /definitely/not/here.ndjson');
  });

  it('replays a file and exits 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const file = join(dir, 'log.ndjson');
    writeFileSync(
      file,
      `${line({ seq: 1, type: 'preferences/changed', v: 2, at: 1, origin: 't', payload: { changes: { appTheme: 1 } } })}\n`,
    );
    const out: string[] = [];
    expect(main(['--', file], { out: (l) => out.push(l), err: () => undefined })).toBe(0);
    expect(out[0]).toBe('#1 preferences/changed');
  });
});
