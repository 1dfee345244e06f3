import { useEffect, useRef, useState } from 'react';
import type { Comparison } from '@energiek/contracts/ems-comparisons';
import { formatDate } from '@energiek/contracts/format';
import { EMS_COMPARISON_TEXTS as T } from '../../texts-comparisons.ts';
import { carpetDayLabels, carpetPower, carpetQuantity } from './carpet-labels.ts';

// The carpet plot: one row per day, one column per quarter (or hour) of the wall clock, coloured from
// white (the period's minimum) to dark teal (its maximum); empty cells (no data, the skipped spring hour)
// stay light grey. Drawn on a canvas: a year is 35,040 cells.

type CarpetData = NonNullable<Comparison['carpet']>;

const EMPTY = '#f1f5f9';
const LOW = [240, 253, 250];
const HIGH = [15, 118, 110];

export function cellColour(value: number | null, min: number | null, max: number | null): string {
  if (value === null || min === null || max === null) return EMPTY;
  const t = max > min ? (value - min) / (max - min) : 1;
  const mix = LOW.map((low, i) => Math.round(low + ((HIGH[i] ?? low) - low) * t));
  return `rgb(${mix.join(',')})`;
}

const slotTime = (slot: number, minutes: number) => {
  const m = slot * minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export function CarpetPlot({ data, unit }: { data: CarpetData; unit: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<string>('');
  const slots = 1440 / data.slotMinutes;
  const rowHeight = Math.max(2, Math.min(12, Math.floor(480 / Math.max(1, data.days.length))));
  const height = rowHeight * data.days.length;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, slots, data.days.length);
    data.values.forEach((row, r) => {
      row.forEach((value, slot) => {
        context.fillStyle = cellColour(value, data.min, data.max);
        context.fillRect(slot, r, 1, 1);
      });
    });
  }, [data, slots]);

  const onMove = (event: React.MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const slot = Math.floor(((event.clientX - box.left) / box.width) * slots);
    const row = Math.floor(((event.clientY - box.top) / box.height) * data.days.length);
    const day = data.days[row];
    const value = data.values[row]?.[slot];
    if (day === undefined || value === undefined) return setHover('');
    setHover(`${formatDate(day)} ${slotTime(slot, data.slotMinutes)}: ${carpetQuantity(value, unit)}`);
  };

  return (
    <figure>
      <div className="flex gap-2">
        <div
          className="relative w-16 shrink-0 text-xs leading-4 text-slate-500 tabular-nums"
          style={{ height }}
          aria-hidden="true"
          data-testid="carpet-days"
        >
          {carpetDayLabels(data.days, rowHeight).map(({ row, label }) => (
            <span
              key={row}
              className="absolute right-0 whitespace-nowrap"
              style={{ top: Math.min(row * rowHeight, Math.max(0, height - 16)) }}
            >
              {label}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <canvas
            ref={canvas}
            width={slots}
            height={data.days.length}
            role="img"
            aria-label={T.carpetLabel}
            data-testid="carpet-plot"
            onMouseMove={onMove}
            onMouseLeave={() => setHover('')}
            className="block w-full rounded ring-1 ring-slate-200"
            style={{ height, imageRendering: 'pixelated' }}
          />
          <div className="mt-1 flex justify-between text-xs text-slate-500 tabular-nums" aria-hidden="true">
            {[0, 6, 12, 18, 24].map((h) => (
              <span key={h}>{`${String(h).padStart(2, '0')}:00`}</span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span>{T.scale}:</span>
        <span className="tabular-nums" data-testid="carpet-min">
          {carpetQuantity(data.min, unit)}
        </span>
        <span
          className="h-3 w-32 rounded"
          style={{ background: `linear-gradient(to right, rgb(${LOW.join(',')}), rgb(${HIGH.join(',')}))` }}
          aria-hidden="true"
        />
        <span className="tabular-nums" data-testid="carpet-max">
          {carpetQuantity(data.max, unit)}
        </span>
        {data.baseLoad !== null ? (
          <strong className="ml-auto font-semibold text-slate-800" data-testid="base-load">
            {T.baseLoad(carpetQuantity(data.baseLoad, unit), carpetPower(data.baseLoadKw, unit))}
          </strong>
        ) : null}
        <span className="w-full text-xs text-slate-500" aria-live="polite" data-testid="carpet-hover">
          {hover || '\u00a0'}
        </span>
      </figcaption>
    </figure>
  );
}
