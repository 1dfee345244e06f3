import {
  AGREEMENT_STATUSES,
  AGREEMENT_STATUS_LABELS,
  PRICE_TYPES,
  PRICE_TYPE_LABELS,
} from '@energiek/contracts/supply-agreements';
import { ChoiceFilter, FilterBar, ListSearch } from '../../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { CustomerPicker } from '../../../../components/pickers/customer-picker.tsx';
import { SupplierPicker } from '../../../../components/pickers/supplier-picker.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { usePermission } from '../../../../lib/permission-guard.tsx';
import { useListState } from '../../../../lib/use-list-state.ts';
import { AgreementList } from '../components/agreement-list.tsx';
import { ContractRadar } from '../components/contract-radar.tsx';
import { agreementListState } from '../list-state.ts';
import { SUPPLY_AGREEMENTS_TEXTS } from '../texts.ts';

const T = SUPPLY_AGREEMENTS_TEXTS;
const WRITE = { allOf: ['is:admin', 'back-office-contracts:write'] } as const;
const WITHIN = ['30', '60', '90', '180', '365'] as const;

/** /v3/supply-agreements: the agreements of every customer, and the Contractradar view. */
export function SupplyAgreementsPage() {
  usePageTitle(T.pageTitle);
  const canWrite = usePermission(WRITE);
  const { state, set } = useListState(agreementListState);
  const radar = state.view === 'radar';
  const productOptions = [
    { value: '1', label: T.products[1] ?? '' },
    { value: '2', label: T.products[2] ?? '' },
  ];

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        create={{ when: canWrite, to: '/v3/supply-agreements/create', label: T.add }}
      />
      <Tabs
        label={T.views.label}
        activeId={state.view}
        onChange={(view) => set({ view: view as 'list' | 'radar', page: 1 })}
        tabs={[
          { id: 'list', label: T.views.list },
          { id: 'radar', label: T.views.radar },
        ]}
      >
        <FilterBar columns="md:grid-cols-3 xl:grid-cols-4">
          {radar ? null : <ListSearch texts={T.filters} state={state} set={set} />}
          <CustomerPicker
            label={T.filters.customer}
            value={state.customerId ? { id: Number(state.customerId), name: state.customerName } : null}
            onChange={(customer) =>
              set({
                customerId: customer ? String(customer.id) : '',
                customerName: customer?.name ?? '',
                page: 1,
              })
            }
          />
          <SupplierPicker
            label={T.filters.supplier}
            placeholder={T.filters.all}
            value={state.supplierId}
            onChange={(event) => set({ supplierId: event.target.value, page: 1 })}
          />
          <Select
            label={T.filters.product}
            placeholder={T.filters.all}
            options={productOptions}
            value={state.product}
            onChange={(event) => set({ product: event.target.value as typeof state.product, page: 1 })}
          />
          {radar ? (
            <Select
              label={T.filters.within}
              placeholder={T.filters.withinAll}
              options={WITHIN.map((days) => ({ value: days, label: T.filters.days(Number(days)) }))}
              value={state.withinDays}
              onChange={(event) => set({ withinDays: event.target.value as typeof state.withinDays })}
            />
          ) : (
            <>
              <ChoiceFilter
                label={T.filters.status}
                all={T.filters.all}
                values={AGREEMENT_STATUSES}
                labels={AGREEMENT_STATUS_LABELS}
                value={state.status}
                onChoose={(status) => set({ status })}
              />
              <ChoiceFilter
                label={T.filters.priceType}
                all={T.filters.all}
                values={PRICE_TYPES}
                labels={PRICE_TYPE_LABELS}
                value={state.priceType}
                onChoose={(priceType) => set({ priceType })}
              />
            </>
          )}
        </FilterBar>
        {radar ? (
          <ContractRadar filters={state} />
        ) : (
          <AgreementList filters={state} onPageChange={(page) => set({ page })} />
        )}
      </Tabs>
    </PageFrame>
  );
}
