import { useSearchParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useRouteCustomer } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { ImportPanel } from '../components/import/import-panel.tsx';
import { ReadingsPanel } from '../components/import/readings-panel.tsx';
import { EMS_IMPORT_TEXTS } from '../texts-import.ts';

const T = EMS_IMPORT_TEXTS;
type Tab = 'import' | 'readings';

/** ems/input: interval files (Bestand importeren) and meter readings of small connections (Meterstanden). */
export function EmsInputPage() {
  const { customerId, customerName } = useRouteCustomer();
  usePageTitle(T.title);
  const [params, setParams] = useSearchParams();
  const canWrite = usePermission({ can: 'organisation-connections:write' });
  const tab: Tab = params.get('tab') === 'meterstanden' || !canWrite ? 'readings' : 'import';

  return (
    <PageFrame wide>
      <PageHeader title={T.title} customerName={customerName} intro={T.intro} />
      <Tabs
        label={T.tabsLabel}
        activeId={tab}
        onChange={(id) => setParams(id === 'readings' ? { tab: 'meterstanden' } : {}, { replace: true })}
        tabs={[
          { id: 'import', label: T.tabs.import, hidden: !canWrite },
          { id: 'readings', label: T.tabs.readings },
        ]}
      >
        <div className="pt-6">
          {tab === 'import' ? (
            <ImportPanel customerId={customerId} />
          ) : (
            <ReadingsPanel customerId={customerId} canWrite={canWrite} />
          )}
        </div>
      </Tabs>
    </PageFrame>
  );
}
