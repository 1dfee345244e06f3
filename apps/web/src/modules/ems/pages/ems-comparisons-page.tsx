import { useMemo } from 'react';
import { COMPARISON_KINDS } from '@energiek/contracts/ems-comparisons';
import { localDayOf } from '@energiek/domain/local-time';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { useRouteCustomer } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import {
  comparisonState,
  isComplete,
  useEmsComparison,
  type ComparisonState,
} from '../api/ems-comparisons.ts';
import { useEmsOverview } from '../api/ems-overview.ts';
import { DemoDataProgress } from '../components/demo/demo-data-progress.tsx';
import { ComparisonControls } from '../components/comparisons/comparison-controls.tsx';
import { withDefaults } from '../components/comparisons/comparison-defaults.ts';
import { ComparisonResult } from '../components/comparisons/comparison-result.tsx';
import { EMS_COMPARISON_TEXTS as T } from '../texts-comparisons.ts';

/** /v3/customers/{customerId}/ems/comparisons (organisation-report-ems + mod:ems). */
export function EmsComparisonsPage() {
  usePageTitle(T.pageTitle);
  const { customerId, customerName } = useRouteCustomer();
  const { state: chosen, set } = useListState(comparisonState);
  const overview = useEmsOverview(customerId);
  const connections = useMemo(() => overview.data?.data ?? [], [overview.data]);
  const today = overview.data?.meta.today ?? localDayOf(new Date());
  const state = useMemo(() => withDefaults(chosen, today, connections), [chosen, today, connections]);
  const comparison = useEmsComparison(customerId, state);
  // Changing the kind starts from that kind's defaults; other changes keep the rest of the effective state.
  const change = (patch: Partial<ComparisonState>) => set({ ...state, ...patch });

  let body;
  if (!isComplete(state)) body = <p className="text-sm text-slate-500">{T.incomplete}</p>;
  else if (comparison.isError) {
    // A choice the server refuses (a carpet of day values, a period too long) says why; else it failed.
    const refused = Object.values(fieldErrors(comparison.error));
    body =
      refused.length > 0 ? (
        <Alert tone="warning" title={refused.join(' ')} />
      ) : (
        <Alert tone="error" title={T.loadFailed} />
      );
  } else if (!comparison.data) body = <Spinner className="size-6 text-brand-600" label={T.loading} />;
  else body = <ComparisonResult data={comparison.data} />;

  return (
    <PageFrame wide>
      <PageHeader title={T.title} customerName={customerName} intro={T.intro} />
      <DemoDataProgress />
      <Tabs
        label={T.kindLabel}
        tabs={COMPARISON_KINDS.map((kind) => ({ id: kind, label: T.kinds[kind] }))}
        activeId={state.kind}
        onChange={(kind) =>
          set({
            kind: kind as ComparisonState['kind'],
            from: '',
            to: '',
            compareFrom: '',
            connectionId: kind === 'degree-days' || state.kind === 'degree-days' ? '' : state.connectionId,
          })
        }
      >
        <div className="pt-4">
          <ComparisonControls state={state} connections={connections} onChange={change} />
          <section
            aria-busy={comparison.isFetching}
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-5"
          >
            {body}
          </section>
        </div>
      </Tabs>
    </PageFrame>
  );
}
