import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useCustomerName } from '../../../lib/customer-name.ts';
import type { TaxesListState } from '../list-state.ts';
import { TAXES_TEXTS } from '../texts.ts';

const T = TAXES_TEXTS.filters;

type Props = {
  state: TaxesListState;
  set: (patch: Partial<TaxesListState>) => void;
  /** The overview filters by year; the money finder always takes the last five. */
  withYear: boolean;
};

type FilterProps = Pick<Props, 'state' | 'set'>;

function CustomerFilter({ state, set, name }: FilterProps & { name: string }) {
  return (
    <CustomerPicker
      label={T.customer}
      value={state.customerId ? { id: state.customerId, name } : null}
      onChange={(next) => set({ customerId: next?.id ?? 0, customerName: next?.name ?? '' })}
    />
  );
}

/**
 * A customer in the URL without its name (a link that carries only `customerId`): the name is looked up
 * (GET customers/{id}), so the field does not stay empty while the lists are filtered on that customer.
 */
function NamedCustomerFilter({ state, set }: FilterProps) {
  const name = useCustomerName(state.customerId);
  return <CustomerFilter state={state} set={set} name={name ?? ''} />;
}

/** Customer, year and product of the overview and the money finder (kept in the URL). */
export function TaxFilters({ state, set, withYear }: Props) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  return (
    <FilterBar columns={withYear ? 'md:grid-cols-[2fr_1fr_1fr]' : 'md:grid-cols-[2fr_1fr]'}>
      {state.customerId && !state.customerName ? (
        <NamedCustomerFilter state={state} set={set} />
      ) : (
        <CustomerFilter state={state} set={set} name={state.customerName} />
      )}
      {withYear ? (
        <Select
          label={T.year}
          placeholder={null}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={String(state.year)}
          onChange={(event) => set({ year: Number(event.target.value) })}
        />
      ) : null}
      <Select
        label={T.product}
        placeholder={T.all}
        options={[
          { value: '1', label: T.electricity },
          { value: '2', label: T.gas },
        ]}
        value={state.product}
        onChange={(event) => set({ product: event.target.value as TaxesListState['product'] })}
      />
    </FilterBar>
  );
}
