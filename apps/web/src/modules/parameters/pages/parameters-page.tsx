import { useState } from 'react';
import { PARAMETER_KINDS } from '@energiek/contracts/parameters';
import type { ParameterKind } from '@energiek/contracts/parameters';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { can } from '@energiek/contracts/access';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { parameterListState, parametersExportUrl, useParameters } from '../api/parameters.ts';
import { CopyYearDialog } from '../components/copy-year-dialog.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';
import { parameterColumns } from '../components/parameter-columns.tsx';
import { PARAMETERS_TEXTS } from '../texts.ts';
import { serverPages } from '../../../lib/list-sort.ts';

const T = PARAMETERS_TEXTS.list;
const THIS_YEAR = new Date().getFullYear();
const YEAR_OPTIONS = [
  { value: '', label: T.allYears },
  ...Array.from({ length: THIS_YEAR + 3 - 2020 }, (_, i) => String(THIS_YEAR + 2 - i)).map((year) => ({
    value: year,
    label: year,
  })),
];

/** /v3/parameters (back-office-parameters:read): the parameters per kind, filtered by year. */
export function ParametersPage() {
  usePageTitle(T.pageTitle);
  const { state: query, set } = useListState(parameterListState);
  const parameters = useParameters(query);
  const profile = useProfile().data?.profile;
  const mayWrite = can(profile, 'back-office-parameters:write');
  const [dialog, setDialog] = useState<'copy' | 'import' | null>(null);

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        action={
          <div className="flex flex-wrap gap-2">
            <a className={buttonClasses('border', 'md')} href={parametersExportUrl(query)} download>
              <Icon name="folder" className="size-4" />
              {T.export}
            </a>
            {mayWrite ? (
              <>
                <Button variant="border" icon="layers" onClick={() => setDialog('import')}>
                  {T.import}
                </Button>
                <Button variant="border" icon="copy" onClick={() => setDialog('copy')}>
                  {T.copyYear}
                </Button>
                <ButtonLink icon="plus" to={`/v3/parameters/create?kind=${query.kind}`}>
                  {T.create}
                </ButtonLink>
              </>
            ) : null}
          </div>
        }
      />
      <Tabs
        label={T.kindTabs}
        tabs={PARAMETER_KINDS.map((kind) => ({ id: kind, label: PARAMETERS_TEXTS.kinds[kind] }))}
        activeId={query.kind}
        onChange={(kind) => set({ kind: kind as ParameterKind })}
        className="mb-4"
      />
      <FilterBar columns="sm:grid-cols-[2fr_1fr]">
        <ListSearch texts={T} state={query} set={set} />
        <Select
          label={T.year}
          options={YEAR_OPTIONS}
          placeholder={null}
          value={query.year}
          onChange={(event) => set({ year: event.target.value })}
        />
      </FilterBar>
      {parameters.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <div className={parameters.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          label={T.table}
          columns={parameterColumns(query.kind)}
          rows={parameters.data?.data ?? []}
          rowKey={(item) => item.id}
          loading={parameters.isPending}
          emptyText={T.empty}
          server={{ ...serverPages(parameters.data?.meta, query, set) }}
        />
      </div>
      <CopyYearDialog
        key={dialog === 'copy' ? 'open' : 'closed'}
        open={dialog === 'copy'}
        defaultYear={query.year ? Number(query.year) : THIS_YEAR}
        onClose={() => setDialog(null)}
        onCopied={(toYear) => {
          setDialog(null);
          set({ year: String(toYear) });
        }}
      />
      <ImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
    </PageFrame>
  );
}
