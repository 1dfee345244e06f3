import { isFullAdmin } from '@energiek/contracts/access';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useProfile } from '../../../lib/auth.ts';
import { useServiceDefinitions } from '../api/service-definitions.ts';
import { ServiceDefinitionRow } from '../components/service-definition-row.tsx';
import { DEFINITION_TEXTS as T } from '../texts.ts';

/** /v3/control/services (is:admin): the service definitions the customers' Diensten tab offers. */
export function ServiceDefinitionsPage() {
  usePageTitle(T.title);
  const definitions = useServiceDefinitions();
  // SERVICE_DEFINITIONS_WRITE of the contract: a full admin.
  const mayWrite = isFullAdmin(useProfile().data?.profile);
  return (
    <PageFrame>
      <PageHeader title={T.title} intro={T.intro} />
      {!mayWrite ? <p className="mb-4 text-sm text-slate-600">{T.readOnly}</p> : null}
      {definitions.isPending ? (
        <PageSpinner />
      ) : definitions.isError ? (
        <Alert tone="error" title={T.loadFailed} />
      ) : (
        <section aria-label={T.list} className="rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5">
          <ul className="divide-y divide-slate-100">
            {definitions.data.map((definition) => (
              <ServiceDefinitionRow key={definition.service} definition={definition} mayWrite={mayWrite} />
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
