import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  connectionTaxSettingsResponseSchema,
  taxComplexResponseSchema,
  taxOverviewResponseSchema,
  type ConnectionTaxSettingsBody,
} from '@energiek/contracts/tax-overview';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import type { TaxesListState } from '../list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET taxes/overview (+ export), GET taxes/complexes (the money finder) and a connection's tax settings.

export const TAX_OVERVIEW_PAGE_SIZE = 25;

const filterQuery = (state: TaxesListState) => ({
  customerId: state.customerId || undefined,
  year: state.year,
  product: state.product || undefined,
  sort: state.sort,
});

export function useTaxOverview(state: TaxesListState, enabled: boolean) {
  return useQuery({
    queryKey: ['taxes', 'overview', filterQuery(state), state.page],
    queryFn: ({ signal }) =>
      apiRequest('taxes/overview', {
        query: { ...filterQuery(state), page: state.page, limit: TAX_OVERVIEW_PAGE_SIZE },
        schema: taxOverviewResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function taxOverviewExportUrl(format: 'xlsx' | 'csv', state: TaxesListState): string {
  return apiUrl('taxes/overview/export', { format, ...filterQuery(state) });
}

export function useTaxComplexes(state: TaxesListState, enabled: boolean) {
  const query = { customerId: state.customerId || undefined, product: state.product || undefined };
  return useQuery({
    queryKey: ['taxes', 'complexes', query],
    queryFn: ({ signal }) =>
      apiRequest('taxes/complexes', { query, schema: taxComplexResponseSchema, signal }),
    enabled,
  });
}

export function useSaveTaxSettings(customerId: number, connectionId: number) {
  return useApiMutation(
    (body: ConnectionTaxSettingsBody) =>
      apiRequest(`customers/${customerId}/connections/${connectionId}/tax-settings`, {
        method: 'PUT',
        body,
        schema: connectionTaxSettingsResponseSchema,
      }).then((r) => r.data),
    { invalidates: [['taxes']] },
  );
}
