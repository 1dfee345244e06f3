import { useState } from 'react';
import { z } from 'zod';
import type { ComponentType } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { RowIconButton } from '../../../components/row-actions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { actionsColumn, DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { FilterBar, SearchField } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { serverPages, serverSort } from '../../../lib/list-sort.ts';
import { pageParam, textParam, useListState } from '../../../lib/use-list-state.ts';
import { useDeleteMasterData, useMasterDataList } from '../api/master-data.ts';
import type { MasterDataResource } from '../api/master-data.ts';
import type { PARTY_TEXTS } from '../texts.ts';
import { MASTER_DATA_TEXTS } from '../texts.ts';

export type MasterDataRow = { id: number; name: string };

/** The create/edit dialog of a resource: item null creates. */
export type FormDialogProps<Item> = { item: Item | null; onClose: () => void };

type MasterDataListProps<Item extends MasterDataRow> = {
  resource: MasterDataResource;
  texts: (typeof PARTY_TEXTS)['suppliers'];
  columns: DataTableColumn<Item>[];
  FormDialog: ComponentType<FormDialogProps<Item>>;
};

/** The list's state in the URL (?q=…&sort=…&page=…): a reload, a shared link or Back shows the same list. */
export const masterDataListState = z.object({
  q: textParam(),
  // A column key, '-' in front for descending; the server refuses none it does not know (422 → name).
  sort: z
    .string()
    .regex(/^-?[A-Za-z]+$/)
    .catch('name'),
  page: pageParam(),
});

/**
 * One master data screen: search (500 ms debounce), server-side sort and paging, empty state, create and
 * edit in a modal dialog, delete after confirmation (refused with the server's message while in use).
 */
export function MasterDataList<Item extends MasterDataRow>({
  resource,
  texts,
  columns,
  FormDialog,
}: MasterDataListProps<Item>) {
  usePageTitle(texts.title);
  const toast = useToast();
  const { state, set } = useListState(masterDataListState);
  const { q, page, sort } = state;
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const list = useMasterDataList(resource, { q, page, sort });
  const remove = useDeleteMasterData(resource);
  const rows = (list.data?.data ?? []) as unknown as Item[];

  const confirmDelete = () => {
    if (!deleting) return;
    const item = deleting;
    remove
      .mutateAsync(item.id)
      .then(() => toast.success(texts.deleted(item.name)))
      .catch((error: unknown) => toast.error(serverMessage(error)))
      .finally(() => setDeleting(null));
  };

  // Changing master data needs master-data:write (the role editor's "Stamgegevens"); readers see the list.
  const mayWrite = usePermission({ allOf: ['is:admin', 'master-data:write'] });
  const rowActions = actionsColumn<Item>(MASTER_DATA_TEXTS.columns.actions, (item) => (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      <RowIconButton
        icon="edit"
        action={MASTER_DATA_TEXTS.actions.edit}
        name={item.name}
        onClick={() => setEditing(item)}
      />
      <RowIconButton
        icon="trash"
        action={MASTER_DATA_TEXTS.actions.delete}
        name={item.name}
        onClick={() => setDeleting(item)}
      />
    </div>
  ));
  const allColumns: DataTableColumn<Item>[] = mayWrite ? [...columns, rowActions] : columns;

  return (
    <PageFrame wide>
      <PageHeader
        title={texts.title}
        intro={texts.intro}
        action={
          mayWrite ? (
            <Button icon="plus" onClick={() => setEditing('new')}>
              {texts.create}
            </Button>
          ) : undefined
        }
      />
      <FilterBar columns="md:grid-cols-2">
        <SearchField
          label={MASTER_DATA_TEXTS.search}
          placeholder={texts.searchPlaceholder}
          value={q}
          onSearch={(next) => set({ q: next })}
        />
      </FilterBar>
      {list.isError ? <Alert tone="error" title={MASTER_DATA_TEXTS.loadFailed} className="mb-4" /> : null}
      <DataTable
        label={texts.table}
        columns={allColumns}
        rows={rows}
        rowKey={(item) => item.id}
        loading={list.isFetching && !list.data}
        emptyText={texts.empty}
        server={{ ...serverPages(list.data?.meta, state, set), ...serverSort(state, set) }}
      />
      {editing !== null ? (
        <FormDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <Modal
        open={deleting !== null}
        title={MASTER_DATA_TEXTS.delete.title}
        onClose={() => setDeleting(null)}
        onOk={confirmDelete}
        okLabel={MASTER_DATA_TEXTS.delete.ok}
        okLoading={remove.isPending}
        destructive
      >
        <p className="text-sm text-slate-700">{MASTER_DATA_TEXTS.delete.text(deleting?.name ?? '')}</p>
      </Modal>
    </PageFrame>
  );
}
