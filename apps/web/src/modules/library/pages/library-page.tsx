import { useState } from 'react';
import type { DragEvent } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_DOCUMENT_FOLDER, formatFileSize, type DocumentItem } from '@energiek/contracts/library';
import { formatDate } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { downloadUrl, useDocumentFolders, useDocuments } from '../api/library.ts';
import { DeleteDialog } from '../components/delete-dialog.tsx';
import { FolderList } from '../components/folder-list.tsx';
import { RenameDialog } from '../components/rename-dialog.tsx';
import { UploadDialog } from '../components/upload-dialog.tsx';
import { folderEntries } from '../folders.ts';
import { LIBRARY_TEXTS } from '../texts.ts';

type Dialog =
  | { kind: 'upload'; file: File | null }
  | { kind: 'rename'; document: DocumentItem }
  | { kind: 'delete'; document: DocumentItem }
  | null;

const DEFAULT_SORT: SortState = { key: 'createdAt', direction: 'desc' };

function columns(customerId: number, showFolder: boolean, canWrite: boolean, open: (d: Dialog) => void) {
  const T = LIBRARY_TEXTS;
  const list: DataTableColumn<DocumentItem>[] = [
    {
      key: 'fileName',
      header: T.columns.name,
      sortable: true,
      // A plain link: the browser sends the session cookie, the server answers with an attachment.
      cell: (d) => (
        <a
          href={downloadUrl(customerId, d.id)}
          download
          title={T.download}
          className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
        >
          {d.fileName}
        </a>
      ),
      className: 'min-w-[14rem]',
    },
  ];
  if (showFolder)
    list.push({ key: 'folder', header: T.columns.folder, sortable: true, cell: (d) => d.folder });
  list.push(
    {
      key: 'size',
      header: T.columns.size,
      sortable: true,
      align: 'right',
      cell: (d) => formatFileSize(d.size),
    },
    { key: 'uploadedBy', header: T.columns.uploadedBy, cell: (d) => d.uploadedBy?.name ?? T.unknownUser },
    { key: 'createdAt', header: T.columns.date, sortable: true, cell: (d) => formatDate(d.createdAt) },
  );
  if (!canWrite) return list;
  list.push({
    key: 'actions',
    header: T.columns.actions,
    align: 'right',
    cell: (d) => (
      <div className="flex justify-end gap-2">
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
    ),
  });
  return list;
}

/** /v3/customers/{customerId}/library (organisation-documents:read; uploads and changes need :write). */
export function LibraryPage() {
  usePageTitle(LIBRARY_TEXTS.pageTitle);
  const customerId = Number(useParams().customerId);
  const canWrite = usePermission({ can: 'organisation-documents:write' });
  const [folder, setFolder] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const [dialog, setDialog] = useState<Dialog>(null);
  const q = useDebouncedValue(search.trim(), 500);
  const sortParam = `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
  // A new search, folder or sort starts on the first page.
  const pagingKey = JSON.stringify([q, folder, sortParam]);
  const page = paging.key === pagingKey ? paging.page : 1;
  const documents = useDocuments(customerId, { q, folder, page, sort: sortParam });
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
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{LIBRARY_TEXTS.title}</h1>
          <p className="mt-1 text-slate-600">{LIBRARY_TEXTS.intro}</p>
        </div>
        {canWrite ? (
          <Button icon="plus" onClick={() => setDialog({ kind: 'upload', file: null })}>
            {LIBRARY_TEXTS.upload}
          </Button>
        ) : null}
      </header>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <FolderList folders={entries} total={total} active={folder} onChange={setFolder} />
        <div
          className="min-w-0"
          onDragOver={canWrite ? (event) => event.preventDefault() : undefined}
          onDrop={onDrop}
        >
          <TextField
            className="mb-4 max-w-md"
            label={LIBRARY_TEXTS.search}
            type="search"
            placeholder={LIBRARY_TEXTS.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
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
            server={{
              page: documents.data?.meta.current_page ?? page,
              lastPage: documents.data?.meta.last_page ?? 1,
              onPageChange: (next) => setPaging({ key: pagingKey, page: next }),
              sort,
              onSortChange: setSort,
            }}
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
