import { Link } from 'react-router';
import { can } from '@energiek/contracts/access';
import { formatDate } from '@energiek/contracts/format';
import type { KnowledgebaseListItem } from '@energiek/contracts/knowledgebase';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { knowledgebaseListState, useArticles, useCategories } from '../api/knowledgebase.ts';
import { VisibilityBadge } from '../components/visibility-badge.tsx';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';
import { serverPages } from '../../../lib/list-sort.ts';

const T = KNOWLEDGEBASE_TEXTS.list;

const columns: DataTableColumn<KnowledgebaseListItem>[] = [
  {
    key: 'title',
    header: T.article,
    cell: (item) => (
      <div className="min-w-0 max-w-2xl">
        <Link to={`/v3/knowledgebase/${item.id}`} className="font-medium text-brand-700 hover:underline">
          {item.title}
        </Link>
        <p className="mt-1 text-sm whitespace-normal text-slate-600" data-testid="article-snippet">
          {item.snippet.map((part, index) =>
            part.highlight ? (
              <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      </div>
    ),
  },
  {
    key: 'category',
    header: T.category,
    cell: (item) => (
      <div className="space-y-1">
        <p>{item.category}</p>
        <VisibilityBadge visibility={item.visibility} />
      </div>
    ),
  },
  { key: 'updatedAt', header: T.updatedAt, cell: (item) => formatDate(item.updatedAt) },
];

const chip = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm ${active ? 'border-brand-600 bg-brand-50 font-medium text-brand-800' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50'}`;

/** /v3/knowledgebase (organisation-knowledgebase:read): categories and Dutch full-text search. */
export function KnowledgebasePage() {
  usePageTitle(T.pageTitle);
  const { state: query, set } = useListState(knowledgebaseListState);
  const articles = useArticles(query);
  const categories = useCategories();
  const mayWrite = can(useProfile().data?.profile, 'organisation-knowledgebase:write');

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        create={{ when: mayWrite, to: '/v3/knowledgebase/create', label: T.create }}
      />
      <FilterBar columns="md:grid-cols-1">
        <ListSearch texts={T} state={query} set={set} />
      </FilterBar>
      <nav aria-label={T.categories} className="mb-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={chip(query.category === '')}
          aria-pressed={query.category === ''}
          onClick={() => set({ category: '' })}
        >
          {T.allCategories}
        </button>
        {(categories.data ?? []).map((category) => (
          <button
            key={category.name}
            type="button"
            className={chip(query.category === category.name)}
            aria-pressed={query.category === category.name}
            onClick={() => set({ category: category.name })}
          >
            {category.name} <span className="text-slate-500">({category.count})</span>
          </button>
        ))}
      </nav>
      {articles.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <div className={articles.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          label={T.table}
          columns={columns}
          rows={articles.data?.data ?? []}
          rowKey={(item) => item.id}
          loading={articles.isPending}
          emptyText={query.q ? T.emptySearch : T.empty}
          server={{ ...serverPages(articles.data?.meta, query, set) }}
        />
      </div>
    </PageFrame>
  );
}
