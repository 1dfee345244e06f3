import { useState } from 'react';
import { formatCurrency } from '@energiek/contracts/format';
import {
  DEAL_SOURCES,
  DEAL_SOURCE_LABELS,
  DEAL_STAGES,
  DEAL_STAGE_LABELS,
  SALES_WRITE,
  type DealStage,
} from '@energiek/contracts/sales';
import { ChoiceFilter, FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useAdminUsers } from '../../../lib/admin-users.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { fromSortState, toSortState } from '../../../lib/list-sort.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { BOARD_LIMIT, SALES_PAGE_SIZE, useDeals, useUpdateDeal } from '../api/sales.ts';
import { DealBoard } from '../components/deal-board.tsx';
import { DealTable } from '../components/deal-table.tsx';
import { MoveDialog, type PendingMove } from '../components/move-dialog.tsx';
import { salesListState } from '../list-state.ts';
import { SALES_TEXTS } from '../texts.ts';

const T = SALES_TEXTS;

/** /v3/sales (is:admin, sales:read): the deals as a board by stage or as a list, with the weighted pipeline. */
export function SalesPage() {
  usePageTitle(T.pageTitle);
  const canWrite = usePermission(SALES_WRITE);
  const { state, set, reset } = useListState(salesListState);
  const board = state.view === 'bord';
  const deals = useDeals({
    q: state.q || undefined,
    ownerId: state.owner ? Number(state.owner) : undefined,
    source: state.source || undefined,
    ...(board
      ? { limit: BOARD_LIMIT, sort: '-updatedAt' }
      : { stage: state.stage || undefined, sort: state.sort, page: state.page, limit: SALES_PAGE_SIZE }),
  });
  const owners = useAdminUsers(true);
  const update = useUpdateDeal();
  const toast = useToast();
  const [pending, setPending] = useState<PendingMove | null>(null);

  const moved = (stage: DealStage) => toast.success(T.move.moved(DEAL_STAGE_LABELS[stage]));
  /** A refusal of the stage (or anything else) closes the dialog and says why. */
  const refused = (failure: unknown) => {
    setPending(null);
    toast.error(fieldErrors(failure).stage ?? saveErrorMessage(failure));
  };
  const move = (deal: PendingMove['deal'], stage: DealStage) =>
    update.mutate({ id: deal.id, body: { stage } }, { onSuccess: () => moved(stage), onError: refused });
  /** From the dialog: a refused reason stays in it, at the field (the dialog shows the rejection). */
  const confirm = async ({ deal, stage }: PendingMove, lostReason: string | null) => {
    try {
      await update.mutateAsync({
        id: deal.id,
        body: { stage, ...(stage === 'verloren' ? { lostReason } : {}) },
      });
    } catch (failure) {
      if (fieldErrors(failure).lostReason) throw failure;
      refused(failure);
      return;
    }
    setPending(null);
    moved(stage);
  };
  const onMove = (deal: PendingMove['deal'], stage: DealStage) => {
    if (stage === 'gewonnen' || stage === 'verloren') setPending({ deal, stage });
    else move(deal, stage);
  };
  const open = deals.data?.meta.pipeline.open;
  const filtered = Boolean(state.q || state.owner || state.source || state.stage);

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        create={{ when: canWrite, to: '/v3/sales/create', label: T.add }}
      />
      <FilterBar label={T.filters.label} columns="md:grid-cols-4" onReset={reset} active={filtered}>
        <ListSearch texts={T.filters} state={state} set={set} />
        <Select
          label={T.filters.owner}
          placeholder={T.filters.all}
          options={(owners.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
          value={state.owner}
          onChange={(event) => set({ owner: event.target.value, page: 1 })}
        />
        <ChoiceFilter
          label={T.filters.source}
          all={T.filters.all}
          values={DEAL_SOURCES}
          labels={DEAL_SOURCE_LABELS}
          value={state.source}
          onChoose={(source) => set({ source })}
        />
        {board ? null : (
          <ChoiceFilter
            label={T.filters.stage}
            all={T.filters.all}
            values={DEAL_STAGES}
            labels={DEAL_STAGE_LABELS}
            value={state.stage}
            onChoose={(stage) => set({ stage })}
          />
        )}
      </FilterBar>
      {open ? (
        <dl className="mb-4 grid grid-cols-3 gap-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-900/5">
          <div>
            <dt className="text-slate-500">{T.totals.open}</dt>
            <dd className="font-semibold text-slate-900">{T.totals.deals(open.count)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{T.totals.value}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatCurrency(Number(open.value))}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{T.totals.weighted}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid="weighted-pipeline">
              {formatCurrency(Number(open.weighted))}
            </dd>
          </div>
        </dl>
      ) : null}
      {deals.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <Tabs
        label={T.views.label}
        tabs={[
          { id: 'bord', label: T.views.board },
          { id: 'lijst', label: T.views.list },
        ]}
        activeId={state.view}
        onChange={(view) => set({ view: view as typeof state.view, page: 1 })}
      >
        <div className="pt-4">
          {board ? (
            deals.data ? (
              <DealBoard list={deals.data} canWrite={canWrite} onMove={onMove} />
            ) : null
          ) : (
            <DealTable
              list={deals.data}
              loading={deals.isPending}
              page={state.page}
              sort={toSortState(state.sort)}
              onPageChange={(page) => set({ page })}
              onSortChange={(sort) => set({ sort: fromSortState(sort), page: 1 })}
            />
          )}
        </div>
      </Tabs>
      <MoveDialog
        move={pending}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => (pending ? confirm(pending, reason) : Promise.resolve())}
      />
    </PageFrame>
  );
}
