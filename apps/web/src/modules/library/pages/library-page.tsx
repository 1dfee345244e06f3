import { useState } from 'react';
import type { DragEvent } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_DOCUMENT_FOLDER, formatFileSize, type DocumentItem } from '@energiek/contracts/library';
import { formatDate } from '@energiek/contracts/format';
import { MONTHLY_REPORT_WRITE } from '@energiek/contracts/monthly-report';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { actionsColumn, DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { FilterBar, SearchField } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { serverPages, serverSort } from '../../../lib/list-sort.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { downloadUrl, useDocumentFolders, useDocuments } from '../api/library.ts';
import { DeleteDialog } from '../components/delete-dialog.tsx';
import { FolderList } from '../components/folder-list.tsx';
import { MonthlyReportDialog } from '../components/monthly-report-dialog.tsx';
import { RenameDialog } from '../components/rename-dialog.tsx';
import { UploadDialog } from '../components/upload-dialog.tsx';
import { folderEntries } from '../folders.ts';
import { libraryListState } from '../list-state.ts';
import { LIBRARY_TEXTS } from '../texts.ts';

type Dialog =
  | { kind: 'upload'; file: File | null }
  | { kind: 'monthly-report' }
  | { kind: 'rename'; document: DocumentItem }
  | { kind: 'delete'; document: DocumentItem }
  | null;

function columns(customerId: number, showFolder: boolean, canWrite: boolean, open: (d: Dialog) => void) {
  const T = LIBRARY_TEXTS;
  const list: DataTableColumn<DocumentItem>[] = [
    {
      key: 'fileName',
      header: T.columns.name,
      sortable: true,
      // A plain link: the browser sends the session cookie, the server answers with an attachment.
      cell: (d) => (
        <>
          <a
            href={downloadUrl(customerId, d.id)}
            download
            title={T.download}
            className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
          >
            {d.fileName}
          </a>
          {/* A phone shows name and actions (issue 32): folder, size and date go here. */}
          <span className="block text-xs text-slate-500 tabular-nums sm:hidden">
            {[showFolder ? d.folder : null, formatFileSize(d.size), formatDate(d.createdAt)]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      ),
      className: 'min-w-[12rem]',
    },
  ];
  if (showFolder)
    list.push({
      key: 'folder',
      header: T.columns.folder,
      sortable: true,
      phone: false,
      cell: (d) => d.folder,
    });
  list.push(
    {
      key: 'size',
      header: T.columns.size,
      sortable: true,
      phone: false,
      align: 'right',
      cell: (d) => formatFileSize(d.size),
    },
    // Who added it under the date (issue 32): as a column of its own the table was cut off at the right
    // at 1366 px beside the open sidebar and the folder list.
    {
      key: 'createdAt',
      header: T.columns.date,
      sortable: true,
      phone: false,
      cell: (d) => (
        <>
          <span className="block whitespace-nowrap tabular-nums">{formatDate(d.createdAt)}</span>
          <span className="block text-xs text-slate-500">{T.uploadedBy(d.uploadedBy?.name ?? null)}</span>
        </>
      ),
    },
  );
  if (!canWrite) return list;
  list.push(
    actionsColumn(T.columns.actions, (d) => (
      <div className="flex justify-end gap-2 max-sm:flex-col max-sm:items-end">
        <Button
          variant="border"
          icon="edit"
          hideLabel
          label={`${T.rename}: ${d.fileName}`}
          onClick={() => open({ kind: 'rename', document: d })}
        />
        <Button
          variant="border"
          icon="trash"
          hideLabel
          label={`${T.delete}: ${d.fileName}`}
          onClick={() => open({ kind: 'delete', document: d })}
        />
      </div>
    )),
  );
  return list;
}

/** /v3/customers/{customerId}/library (organisation-documents:read; uploads and changes need :write). */
export function LibraryPage() {
  usePageTitle(LIBRARY_TEXTS.pageTitle);
  const customerId = Number(useParams().customerId);
  const canWrite = usePermission({ can: 'organisation-documents:write' });
  const canReport = usePermission(MONTHLY_REPORT_WRITE);
  const { state, set } = useListState(libraryListState);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { q, page } = state;
  const folder = state.folder || null;
  const documents = useDocuments(customerId, { q, folder, page, sort: state.sort });
  const folderQuery = useDocumentFolders(customerId);
  const entries = folderEntries(folderQuery.data ?? []);
  const total = (folderQuery.data ?? []).reduce((sum, entry) => sum + entry.count, 0);
  const folderNames = entries.map((entry) => entry.folder);

  const onDrop = (event: DragEvent) => {
    if (!canWrite) return;
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) setDialog({ kind: 'upload', file });
  };
  const rows = documents.data?.data ?? [];
  const emptyText = q ? LIBRARY_TEXTS.emptySearch : LIBRARY_TEXTS.empty;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={LIBRARY_TEXTS.title}
        intro={LIBRARY_TEXTS.intro}
        action={
          canWrite ? (
            <div className="flex flex-wrap gap-2">
              {canReport ? (
                <Button
                  variant="border"
                  icon="calendar"
                  onClick={() => setDialog({ kind: 'monthly-report' })}
                >
                  {LIBRARY_TEXTS.monthlyReport.button}
                </Button>
              ) : null}
              <Button icon="plus" onClick={() => setDialog({ kind: 'upload', file: null })}>
                {LIBRARY_TEXTS.upload}
              </Button>
            </div>
          ) : null
        }
      />
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <FolderList
          folders={entries}
          total={total}
          active={folder}
          onChange={(next) => set({ folder: next ?? '' })}
        />
        <div
          className="min-w-0"
          onDragOver={canWrite ? (event) => event.preventDefault() : undefined}
          onDrop={onDrop}
        >
          <FilterBar columns="md:grid-cols-2">
            <SearchField
              label={LIBRARY_TEXTS.search}
              placeholder={LIBRARY_TEXTS.searchPlaceholder}
              value={q}
              onSearch={(next) => set({ q: next })}
            />
          </FilterBar>
          {documents.isError ? (
            <Alert tone="error" title={LIBRARY_TEXTS.loadFailed} className="mb-4" />
          ) : null}
          <DataTable
            label={folder ? `${LIBRARY_TEXTS.table}: ${folder}` : LIBRARY_TEXTS.table}
            columns={columns(customerId, folder === null, canWrite, setDialog)}
            rows={rows}
            rowKey={(d) => d.id}
            loading={documents.isPending}
            emptyText={canWrite && !q ? `${emptyText} ${LIBRARY_TEXTS.emptyHintWriter}` : emptyText}
            server={{ ...serverPages(documents.data?.meta, state, set), ...serverSort(state, set) }}
          />
        </div>
      </div>
      {dialog?.kind === 'upload' ? (
        <UploadDialog
          customerId={customerId}
          folders={folderNames}
          initialFolder={folder ?? DEFAULT_DOCUMENT_FOLDER}
          initialFile={dialog.file}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'monthly-report' ? (
        <MonthlyReportDialog customerId={customerId} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RenameDialog
          customerId={customerId}
          document={dialog.document}
          folders={folderNames}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog customerId={customerId} document={dialog.document} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
