import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  customerAuditResponseSchema,
  invoiceAuditDetailResponseSchema,
  invoiceAuditListResponseSchema,
  invoiceAuditResponseSchema,
  invoiceSettingsResponseSchema,
  type InvoiceAuditAction,
  type InvoiceSettingsBody,
} from '@energiek/contracts/invoice-audit';
import { apiRequest } from '../../../lib/api-client.ts';
import { COUNTER_QUERY_KEY } from '../../../lib/counter.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// The invoice audit API: one invoice's audit, the inbox, an item and its work, the settings and the
// customer's connection-months. Every write refreshes the counter (GET counter `audits`).

export const AUDIT_PAGE_SIZE = 25;

export function useInvoiceAudit(customerId: number, invoiceId: number) {
  return useQuery({
    queryKey: ['invoice-audit', 'invoice', customerId, invoiceId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/invoices/${invoiceId}/audit`, {
        schema: invoiceAuditResponseSchema,
        signal,
      }).then((r) => r.data),
  });
}

export function useAuditInbox(state: { status: string; page: number }) {
  return useQuery({
    queryKey: ['invoice-audit', 'inbox', state],
    queryFn: ({ signal }) =>
      apiRequest('invoice-audits', {
        query: { status: state.status, sort: '-amountAtStake', page: state.page, limit: AUDIT_PAGE_SIZE },
        schema: invoiceAuditListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditItem(id: number) {
  return useQuery({
    queryKey: ['invoice-audit', 'item', id],
    queryFn: ({ signal }) =>
      apiRequest(`invoice-audits/${id}`, { schema: invoiceAuditDetailResponseSchema, signal }).then(
        (r) => r.data,
      ),
    enabled: id > 0,
  });
}

export function useAuditAction(id: number) {
  return useApiMutation(
    (body: InvoiceAuditAction) =>
      apiRequest(`invoice-audits/${id}`, {
        method: 'POST',
        body,
        schema: invoiceAuditDetailResponseSchema,
      }).then((r) => r.data),
    { invalidates: [['invoice-audit'], COUNTER_QUERY_KEY] },
  );
}

const settingsPath = (customerId?: number) =>
  customerId ? `customers/${customerId}/invoice-settings` : 'invoice-settings';

export function useInvoiceSettings(customerId?: number) {
  return useQuery({
    queryKey: ['invoice-audit', 'settings', customerId ?? null],
    queryFn: ({ signal }) =>
      apiRequest(settingsPath(customerId), { schema: invoiceSettingsResponseSchema, signal }).then(
        (r) => r.data,
      ),
  });
}

export function useSaveInvoiceSettings(customerId?: number) {
  return useApiMutation(
    (body: InvoiceSettingsBody) =>
      apiRequest(settingsPath(customerId), {
        method: 'POST',
        body,
        schema: invoiceSettingsResponseSchema,
      }).then((r) => r.data),
    { invalidates: [['invoice-audit', 'settings']] },
  );
}

export function useCustomerAudit(customerId: number, connectionId?: number) {
  return useQuery({
    queryKey: ['invoice-audit', 'customer', customerId, connectionId ?? null],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/invoice-audit`, {
        query: { connectionId },
        schema: customerAuditResponseSchema,
        signal,
      }),
  });
}
