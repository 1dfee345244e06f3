import { formatDate, formatEan } from '@energiek/contracts/format';
import { PRICE_TYPE_LABELS, type PurchaseOverview } from '@energiek/contracts/purchase';
import { daysBetween } from '@energiek/domain/calendar';
import { PURCHASE_TEXTS } from '../texts.ts';

const T = PURCHASE_TEXTS.purchase;
const NOT_IN_FORCE = new Set(['concept', 'ter-ondertekening']);

type Connection = PurchaseOverview['connections'][number];
type Span = { from: string; to: string };

/** Left offset and width (%) of an inclusive day range within the window. */
function place(span: Span, window: Span) {
  const total = daysBetween(window.from, window.to) + 1;
  const from = Math.max(0, daysBetween(window.from, span.from));
  const to = Math.min(total, daysBetween(window.from, span.to) + 1);
  return { left: `${(from / total) * 100}%`, width: `${(Math.max(0, to - from) / total) * 100}%` };
}

const range = (span: Span) => `${formatDate(span.from)} – ${formatDate(span.to)}`;
/** Supplier and reference, or the collective's name (a participation's reference is that name again). */
const nameOf = (a: { collectiveName: string | null; supplierName: string; reference: string }) =>
  a.collectiveName === null
    ? `${a.supplierName} ${a.reference}`
    : a.reference && a.reference !== a.collectiveName
      ? `${a.collectiveName} ${a.reference}`
      : a.collectiveName;

/** One connection: its agreements as bars on the window, gaps (red) and overlaps (amber) marked. */
function ConnectionRow({ connection, window }: { connection: Connection; window: Span }) {
  const visible = connection.agreements.filter((a) => a.to >= window.from && a.from <= window.to);
  return (
    <li className="py-3" data-testid={`timeline-${connection.connectionId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-900 tabular-nums">{formatEan(connection.ean)}</span>
        <span className="min-w-0 truncate text-slate-500">{connection.address}</span>
      </div>
      <div
        className="relative mt-2 h-7 rounded bg-slate-100"
        role="img"
        aria-label={T.timelineLabel(connection.ean)}
      >
        {connection.gaps.map((gap) => (
          <div
            key={`gap-${gap.from}`}
            className="absolute inset-y-0 bg-red-200/70"
            style={place(gap, window)}
            title={`${T.gap}: ${range(gap)}`}
          />
        ))}
        {visible.map((a, i) => (
          <div
            key={`${a.agreementId}-${a.from}`}
            className={`absolute h-3 rounded-sm ${NOT_IN_FORCE.has(a.status) ? 'border border-dashed border-slate-400 bg-white' : 'bg-brand-600'} ${i % 2 ? 'bottom-0.5' : 'top-0.5'}`}
            style={place(a, window)}
            title={`${nameOf(a)} (${PRICE_TYPE_LABELS[a.priceType]}): ${range(a)}`}
          />
        ))}
        {connection.overlaps.map((o) => (
          <div
            key={`overlap-${o.from}`}
            className="absolute inset-y-0 border-x-2 border-amber-500 bg-amber-300/60"
            style={place(o, window)}
            title={`${T.overlap}: ${range(o)}`}
          />
        ))}
      </div>
      <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
        {visible.length === 0 ? <li>{T.noAgreements}</li> : null}
        {visible.map((a) => (
          <li key={`${a.agreementId}-${a.from}`}>
            {nameOf(a)} · {PRICE_TYPE_LABELS[a.priceType]} · {range(a)}
          </li>
        ))}
        {connection.gaps.length > 0 ? (
          <li className="text-red-700">
            {T.gaps(connection.gaps.length)}: {connection.gaps.map(range).join(', ')}
          </li>
        ) : null}
        {connection.overlaps.length > 0 ? (
          <li className="text-amber-700">
            {T.overlaps(connection.overlaps.length)}: {connection.overlaps.map(range).join(', ')}
          </li>
        ) : null}
      </ul>
    </li>
  );
}

/** The window's years as tick labels above the bars. */
function YearScale({ window }: { window: Span }) {
  const years: number[] = [];
  for (let y = Number(window.from.slice(0, 4)); y <= Number(window.to.slice(0, 4)); y++) years.push(y);
  return (
    <div className="relative h-5 text-xs text-slate-500" aria-hidden="true">
      {years.map((y) => (
        <span
          key={y}
          className="absolute border-l border-slate-300 pl-1"
          style={{ left: place({ from: `${y}-01-01`, to: `${y}-01-01` }, window).left }}
        >
          {y}
        </span>
      ))}
    </div>
  );
}

export function AgreementTimeline({ data }: { data: PurchaseOverview }) {
  if (data.connections.length === 0) return <p className="text-sm text-slate-600">{T.noConnections}</p>;
  return (
    <div>
      <YearScale window={data.window} />
      <ul className="divide-y divide-slate-100">
        {data.connections.map((c) => (
          <ConnectionRow key={c.connectionId} connection={c} window={data.window} />
        ))}
      </ul>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm bg-brand-600" />
          {T.legend.agreement}
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm border border-dashed border-slate-400" />
          {T.legend.concept}
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm bg-red-200" />
          {T.legend.gap}
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm bg-amber-300" />
          {T.legend.overlap}
        </span>
      </p>
    </div>
  );
}
