import { memo } from 'react';
import type { TrackerField } from '../../../protocol/constants/matchEvents';

/** The field's size in SVG units; events' 0..1 coordinates scale to it. */
export const FIELD_W = 100;
export const FIELD_H = 60;

/**
 * The static lines of a field, drawn once per field kind (memo): the
 * events move over it with CSS transforms. Team 1 always plays from the
 * left; the drawing does not mirror in right-to-left languages.
 */
export const FieldDrawing = memo(function FieldDrawing({ field }: { field: TrackerField }) {
  const mid = FIELD_W / 2;
  return (
    <g className="match-tracker__lines" aria-hidden="true">
      <rect x={1} y={1} width={FIELD_W - 2} height={FIELD_H - 2} rx={field === 'rink' ? 8 : 1} />
      {field !== 'net' && <line x1={mid} y1={1} x2={mid} y2={FIELD_H - 1} />}
      {(field === 'pitch' || field === 'rink') && <circle cx={mid} cy={FIELD_H / 2} r={8} />}
      {field === 'pitch' && (
        <>
          <rect x={1} y={14} width={15} height={32} />
          <rect x={FIELD_W - 16} y={14} width={15} height={32} />
          <rect x={-1} y={25} width={2} height={10} className="match-tracker__goal" />
          <rect x={FIELD_W - 1} y={25} width={2} height={10} className="match-tracker__goal" />
        </>
      )}
      {field === 'rink' && (
        <>
          <line x1={30} y1={1} x2={30} y2={FIELD_H - 1} />
          <line x1={70} y1={1} x2={70} y2={FIELD_H - 1} />
          <rect x={6} y={26} width={4} height={8} className="match-tracker__goal" />
          <rect x={FIELD_W - 10} y={26} width={4} height={8} className="match-tracker__goal" />
        </>
      )}
      {field === 'court' && (
        <>
          <path d="M1 8 A28 22 0 0 1 1 52" />
          <path d={`M${FIELD_W - 1} 8 A28 22 0 0 0 ${FIELD_W - 1} 52`} />
          <circle cx={6} cy={FIELD_H / 2} r={2} className="match-tracker__goal" />
          <circle cx={FIELD_W - 6} cy={FIELD_H / 2} r={2} className="match-tracker__goal" />
        </>
      )}
      {field === 'net' && (
        <>
          <line x1={mid} y1={-1} x2={mid} y2={FIELD_H + 1} className="match-tracker__net" />
          <line x1={1} y1={FIELD_H / 2} x2={FIELD_W - 1} y2={FIELD_H / 2} />
        </>
      )}
    </g>
  );
});
