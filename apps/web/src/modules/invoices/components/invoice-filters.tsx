import type { ReactNode } from 'react';
import { ISSUER_KINDS, ISSUER_KIND_NAMES, type IssuerKind } from '@energiek/contracts/invoices';
import { ChoiceFilter } from '../../../components/filter-bar.tsx';
import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import { LookupSelect } from '../../../components/pickers/lookup-select.tsx';
import { ISSUER_RESOURCES } from './invoice-form.tsx';

// The filters and totals the invoice lists and overviews share.

type IssuerState = { issuerKind: IssuerKind | ''; issuerId: string };

/**
 * The issuer's kind, and once one is chosen (and `pickIssuer`), which issuer of that kind; a new kind
 * clears the issuer.
 */
export function IssuerFilters({
  texts,
  state,
  set,
  pickIssuer = true,
}: {
  texts: { issuerKind: string; issuer: string; all: string };
  state: IssuerState;
  set: (patch: Partial<IssuerState> & { page?: number }) => void;
  pickIssuer?: boolean;
}) {
  return (
    <>
      <ChoiceFilter
        label={texts.issuerKind}
        all={texts.all}
        values={ISSUER_KINDS}
        labels={ISSUER_KIND_NAMES}
        value={state.issuerKind}
        onChoose={(issuerKind) => set({ issuerKind, issuerId: '' })}
      />
      {state.issuerKind && pickIssuer ? (
        <LookupSelect
          resource={ISSUER_RESOURCES[state.issuerKind]}
          label={texts.issuer}
          placeholder={texts.all}
          value={state.issuerId}
          onChange={(event) => set({ issuerId: event.target.value, page: 1 })}
        />
      ) : null}
    </>
  );
}

type CustomerState = { customerId: string; customerName: string };

/** The customer an overview is narrowed to (its name kept in the state to show it). */
export function CustomerFilter({
  label,
  state,
  set,
}: {
  label: string;
  state: CustomerState;
  set: (patch: CustomerState & { page: number }) => void;
}) {
  return (
    <CustomerPicker
      label={label}
      value={state.customerId ? { id: Number(state.customerId), name: state.customerName } : null}
      onChange={(picked) =>
        set({ customerId: picked ? String(picked.id) : '', customerName: picked?.name ?? '', page: 1 })
      }
    />
  );
}

/** One total of a list's totals line: "label: **value**". */
export function Total({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <span data-testid={testId}>
      {label}: <strong>{children}</strong>
    </span>
  );
}
