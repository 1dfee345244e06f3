import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { CalculatorTab } from '../components/calculator-tab.tsx';
import { FinderTab } from '../components/finder-tab.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';
import { taxesListState, type TaxesListState } from '../list-state.ts';
import { TAXES_TEXTS } from '../texts.ts';

const TABS: readonly TabItem[] = [
  { id: 'overview', label: TAXES_TEXTS.tabs.overview },
  { id: 'finder', label: TAXES_TEXTS.tabs.finder },
  { id: 'calculator', label: TAXES_TEXTS.tabs.calculator },
];

/**
 * /v3/taxes (financial-taxes-heffing:read): the energy tax per connection and year, the money finder
 * (complexbepaling) and the calculator. The tab and the filters live in the URL.
 */
export function TaxesPage() {
  usePageTitle(TAXES_TEXTS.pageTitle);
  const { state, set } = useListState(taxesListState);
  return (
    <PageFrame wide>
      <PageHeader title={TAXES_TEXTS.title} intro={TAXES_TEXTS.intro} />
      <Tabs
        tabs={TABS}
        activeId={state.tab}
        onChange={(tab) => set({ tab: tab as TaxesListState['tab'] })}
        label={TAXES_TEXTS.tabs.label}
      >
        {state.tab === 'overview' ? <OverviewTab state={state} set={set} /> : null}
        {state.tab === 'finder' ? <FinderTab state={state} set={set} /> : null}
        {state.tab === 'calculator' ? <CalculatorTab /> : null}
      </Tabs>
    </PageFrame>
  );
}
