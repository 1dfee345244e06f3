import { useDraggable } from '@dnd-kit/core';
import { Link } from 'react-router';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import type { DealItem } from '@energiek/contracts/sales';
import { SALES_TEXTS } from '../texts.ts';

const T = SALES_TEXTS.card;

/** A deal on the board: drag it (mouse, touch, or space + arrow keys) to another stage; its title opens it. */
export function DealCard({ deal, draggable }: { deal: DealItem; draggable: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: deal.id,
    data: { stage: deal.stage },
    disabled: !draggable,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid={`deal-${deal.id}`}
      className={`rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-900/10 ${
        isDragging ? 'z-10 shadow-lg ring-brand-500' : ''
      } ${draggable ? 'cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-brand-600' : ''}`}
      // A deal that cannot move (won, or no write access) is a plain card: not announced as disabled.
      {...(draggable ? { ...attributes, ...listeners } : {})}
      aria-roledescription={draggable ? T.roleDescription : undefined}
      aria-label={`${deal.title}, ${deal.companyName}`}
    >
      <Link
        to={`/v3/sales/${deal.id}/edit`}
        className="font-medium break-words text-slate-900 hover:underline"
        aria-label={T.open(deal.title)}
        // The title drags the card too (issue 31): a click opens the deal, a move of 6 px or more drags
        // it (the board's activation distance; the board swallows the click that ends a drag).
        draggable={false}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {deal.title}
      </Link>
      <div className="break-words text-slate-600">
        {deal.companyName}
        {deal.customer ? null : (
          <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-800">{T.prospect}</span>
        )}
      </div>
      <div className="mt-2 flex flex-wrap justify-between gap-x-3 text-xs text-slate-500 tabular-nums">
        <span>{deal.expectedValue ? formatCurrency(Number(deal.expectedValue)) : '–'}</span>
        <span>{T.probability(deal.probability)}</span>
      </div>
      {deal.expectedCloseDate || deal.owner ? (
        <div className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-slate-500">
          <span>{deal.expectedCloseDate ? T.close(formatDate(deal.expectedCloseDate)) : ''}</span>
          <span>{deal.owner?.name ?? ''}</span>
        </div>
      ) : null}
    </li>
  );
}
