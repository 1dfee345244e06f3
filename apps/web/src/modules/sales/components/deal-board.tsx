import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { formatCurrency } from '@energiek/contracts/format';
import {
  DEAL_STAGES,
  DEAL_STAGE_LABELS,
  type DealItem,
  type DealList,
  type DealStage,
} from '@energiek/contracts/sales';
import { SALES_TEXTS } from '../texts.ts';
import { DealCard } from './deal-card.tsx';

const T = SALES_TEXTS;

/**
 * Keyboard dragging by stage: arrow left/right jump the picked-up deal to the previous/next column. The
 * target column is kept here and decides what the deal is over, instead of dnd-kit's geometry: the board
 * scrolls sideways while a deal moves to an off-screen column, and measured rects then lag behind.
 */
function useColumnKeys() {
  const target = useRef<DealStage | null>(null);
  return useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
      if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
      event.preventDefault();
      const current = target.current ?? (context.active?.data.current?.stage as DealStage | undefined);
      const index = current ? DEAL_STAGES.indexOf(current) : 0;
      const next = DEAL_STAGES[index + (event.code === 'ArrowRight' ? 1 : -1)];
      if (!next) return currentCoordinates;
      target.current = next;
      // Aim at the column where it is now; dnd-kit scrolls the board when that is off screen.
      const rect =
        context.droppableContainers.get(next)?.node.current?.getBoundingClientRect() ??
        context.droppableRects.get(next);
      return rect ? { x: rect.left + 8, y: rect.top + 48 } : currentCoordinates;
    };
    const collisionDetection: CollisionDetection = (args) =>
      target.current ? [{ id: target.current }] : rectIntersection(args);
    const reset = () => {
      target.current = null;
    };
    return { coordinateGetter, collisionDetection, reset };
  }, []);
}

function StageColumn({
  stage,
  deals,
  totals,
  draggable,
}: {
  stage: DealStage;
  deals: DealItem[];
  totals: { count: number; value: string; weighted: string } | undefined;
  draggable: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      aria-label={DEAL_STAGE_LABELS[stage]}
      data-testid={`stage-${stage}`}
      className={`flex w-64 shrink-0 flex-col rounded-xl p-2 ${isOver ? 'bg-brand-50 ring-2 ring-brand-400' : 'bg-slate-100'}`}
    >
      <header className="px-1 pb-2">
        <h2 className="flex justify-between text-sm font-semibold text-slate-800">
          <span>{DEAL_STAGE_LABELS[stage]}</span>
          <span className="text-slate-500 tabular-nums">{totals?.count ?? 0}</span>
        </h2>
        <p className="text-xs text-slate-500 tabular-nums">
          {formatCurrency(Number(totals?.value ?? 0))} · {T.totals.weighted.toLowerCase()}{' '}
          {formatCurrency(Number(totals?.weighted ?? 0))}
        </p>
      </header>
      <ul className="flex min-h-24 flex-col gap-2">
        {deals.length === 0 ? <li className="px-1 text-xs text-slate-400">{T.emptyColumn}</li> : null}
        {deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} draggable={draggable && deal.stage !== 'gewonnen'} />
        ))}
      </ul>
    </section>
  );
}

type DealBoardProps = {
  list: DealList;
  canWrite: boolean;
  onMove: (deal: DealItem, stage: DealStage) => void;
};

/**
 * A drag that started on a card's title ends with a click on that link: it must not open the deal. The
 * click follows the pointerup that ended the drag in the same task; a drop elsewhere has no click, so
 * the listener goes once this task is over.
 */
function swallowNextClick(): void {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  window.setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

/** The deals by stage; a deal dropped on another column moves there (won and lost ask first). */
export function DealBoard({ list, canWrite, onMove }: DealBoardProps) {
  const keys = useColumnKeys();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keys.coordinateGetter }),
  );
  const byId = new Map(list.data.map((deal) => [deal.id, deal]));
  const title = (id: string | number) => byId.get(Number(id))?.title ?? '';
  const stageName = (id: string | number | undefined) => (id ? DEAL_STAGE_LABELS[id as DealStage] : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => T.move.picked(title(active.id)),
    onDragOver: ({ active, over }) => (over ? T.move.over(title(active.id), stageName(over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? T.move.dropped(title(active.id), stageName(over.id)) : undefined,
    onDragCancel: ({ active }) => T.move.cancelled(title(active.id)),
  };
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    keys.reset();
    if (activatorEvent.type.startsWith('pointer')) swallowNextClick();
    const deal = byId.get(Number(active.id));
    if (!deal || !over || over.id === deal.stage) return;
    onMove(deal, over.id as DealStage);
  };
  const totals = new Map(list.meta.pipeline.stages.map((stage) => [stage.stage, stage]));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={keys.collisionDetection}
      onDragStart={keys.reset}
      onDragEnd={onDragEnd}
      onDragCancel={keys.reset}
      accessibility={{ announcements }}
    >
      <div className="-mx-1 overflow-x-auto pb-2">
        <div className="flex gap-3 px-1">
          {DEAL_STAGES.map((stage) => (
            <StageColumn
              key={stage}
              stage={stage}
              deals={list.data.filter((deal) => deal.stage === stage)}
              totals={totals.get(stage)}
              draggable={canWrite}
            />
          ))}
        </div>
      </div>
    </DndContext>
  );
}
