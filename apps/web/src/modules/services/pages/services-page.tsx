import { useParams } from 'react-router';
import { SERVICES, type CustomerServices } from '@energiek/contracts/services';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { QueryBody } from '../../../components/query-body.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useServiceDefinitions } from '../api/service-definitions.ts';
import { useCustomerServices, useSaveCustomerServices } from '../api/services.ts';
import { ServiceRow } from '../components/service-row.tsx';
import { formValues, serviceErrorField, serviceFormSchema } from '../service-form.ts';
import { MODULE_NAMES, SERVICES_TEXTS } from '../texts.ts';

/** /v3/customers/{customerId}/services (is:admin): which services the customer receives. */
export function ServicesPage() {
  usePageTitle(SERVICES_TEXTS.pageTitle);
  const customerId = Number(useParams().customerId);
  const services = useCustomerServices(customerId);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 pb-28 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{SERVICES_TEXTS.title}</h1>
        <p className="mt-1 text-slate-600">{SERVICES_TEXTS.intro}</p>
      </header>
      <QueryBody query={services} loadFailed={SERVICES_TEXTS.loadFailed}>
        {(saved) => <ServicesForm key={customerId} customerId={customerId} saved={saved} />}
      </QueryBody>
    </div>
  );
}

function ServicesForm({ customerId, saved }: { customerId: number; saved: CustomerServices }) {
  const save = useSaveCustomerServices(customerId);
  const contract = useContractForm({
    schema: serviceFormSchema,
    defaultValues: formValues(saved.services),
    kind: 'edit',
    save: (body) => save.mutateAsync(body),
    savedMessage: SERVICES_TEXTS.saved,
    errorField: serviceErrorField,
  });
  const modules = save.data?.modules ?? saved.modules;
  // Price and description of each catalogue service (/v3/control/services); the page works without them.
  const definitions = useServiceDefinitions();
  const termsOf = (key: string) => definitions.data?.find((definition) => definition.service === key);

  return (
    <ContractForm contract={contract} className="space-y-6">
      <section
        aria-label={SERVICES_TEXTS.list}
        className="rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5"
      >
        <ul className="divide-y divide-slate-100">
          {SERVICES.map((service, index) => (
            <ServiceRow
              key={service.key}
              service={service}
              index={index}
              contract={contract}
              terms={termsOf(service.key)}
            />
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600" data-testid="customer-modules">
          {SERVICES_TEXTS.modules}:{' '}
          <span className="font-medium text-slate-900">
            {modules.length > 0
              ? modules.map((module) => MODULE_NAMES[module] ?? module).join(', ')
              : SERVICES_TEXTS.noModules}
          </span>
        </p>
        <Button type="submit" loading={contract.saving} disabled={!contract.dirty}>
          {SERVICES_TEXTS.save}
        </Button>
      </div>
    </ContractForm>
  );
}
