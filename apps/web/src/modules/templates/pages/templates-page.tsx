import { Link } from 'react-router';
import { can } from '@energiek/contracts/access';
import { formatDateTime } from '@energiek/contracts/format';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { templateListState, useTemplates, type TemplateItem } from '../api/templates.ts';
import { TEMPLATES_TEXTS } from '../texts.ts';
import { serverPages } from '../../../lib/list-sort.ts';

const T = TEMPLATES_TEXTS.list;
const C = TEMPLATES_TEXTS.columns;

export function kindText(item: TemplateItem): string {
  if (item.key === null) return TEMPLATES_TEXTS.kinds.own;
  return item.isDefault ? TEMPLATES_TEXTS.kinds.default : TEMPLATES_TEXTS.kinds.changed;
}

const columns: DataTableColumn<TemplateItem>[] = [
  {
    key: 'name',
    header: C.name,
    cell: (item) => (
      <>
        <Link to={`/v3/templates/${item.id}/edit`} className="font-medium text-brand-700 hover:underline">
          {item.name}
        </Link>
        <p className="text-xs text-slate-500">{item.description}</p>
      </>
    ),
  },
  { key: 'subject', header: C.subject, cell: (item) => item.subject },
  { key: 'kind', header: C.kind, cell: (item) => kindText(item) },
  { key: 'updatedAt', header: C.updatedAt, cell: (item) => formatDateTime(item.updatedAt) },
];

/** /v3/templates (is:admin, email-templates:read): the product's mails and the admins' own templates. */
export function TemplatesPage() {
  usePageTitle(T.pageTitle);
  const { state: query, set } = useListState(templateListState);
  const templates = useTemplates(query);
  const mayWrite = can(useProfile().data?.profile, 'email-templates:write');

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        create={{ when: mayWrite, to: '/v3/templates/create', label: T.create }}
      />
      <FilterBar>
        <ListSearch texts={T} state={query} set={set} />
      </FilterBar>
      {templates.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={templates.data?.data ?? []}
        rowKey={(item) => item.id}
        loading={templates.isPending}
        emptyText={T.empty}
        server={{ ...serverPages(templates.data?.meta, query, set) }}
      />
    </PageFrame>
  );
}
