import { useQuery } from '@tanstack/react-query';
import { customerResponseSchema } from '@energiek/contracts/customers';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { documentSchema } from '@energiek/contracts/library';
import { portalSummaryResponseSchema } from '@energiek/contracts/portal';
import { radarResponseSchema } from '@energiek/contracts/supply-agreements';
import { taxRequestListItemSchema } from '@energiek/contracts/tax-requests';
import { apiRequest } from '../../../lib/api-client.ts';

// The customer's own portal home (issue 31): their contracts, documents, tax refunds and advisor. Each
// is asked only when the profile may read it, and silently: a refusal leaves its card out.

/** The customer with its details: the advisor (account manager) with initials and e-mail. */
export function usePortalCustomer(customerId: number) {
  return useQuery({
    queryKey: ['home', 'portal', customerId, 'customer'],
    queryFn: () =>
      apiRequest(`customers/${customerId}`, {
        query: { with: 'details' },
        schema: customerResponseSchema,
        silent: true,
      }).then((r) => r.data),
  });
}

/** End dates and notice deadlines of the customer's running agreements. */
export function usePortalContracts(customerId: number) {
  return useQuery({
    queryKey: ['home', 'portal', customerId, 'contracts'],
    queryFn: () =>
      apiRequest(`customers/${customerId}/contract-deadlines`, {
        schema: radarResponseSchema,
        silent: true,
      }).then((r) => r.data),
  });
}

/** The newest documents of the customer's library. */
export function usePortalDocuments(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'portal', customerId, 'documents'],
    queryFn: () =>
      apiRequest(`customers/${customerId}/documents`, {
        query: { sort: '-createdAt', limit: 5 },
        schema: listEnvelope(documentSchema),
        silent: true,
      }).then((r) => r.data),
    enabled,
  });
}

/** The customer's tax refund requests and their status. */
export function usePortalTaxRequests(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'portal', customerId, 'tax-requests'],
    queryFn: () =>
      apiRequest(`customers/${customerId}/tax-requests`, {
        query: { sort: 'deadline', limit: 5 },
        schema: listEnvelope(taxRequestListItemSchema),
        silent: true,
      }).then((r) => r.data),
    enabled,
  });
}

/** The portal home's figures: energy and cost against last year and budget, signals, invoice audit. */
export function usePortalSummary(customerId: number) {
  return useQuery({
    queryKey: ['home', 'portal', customerId, 'summary'],
    queryFn: () =>
      apiRequest(`customers/${customerId}/portal-summary`, {
        schema: portalSummaryResponseSchema,
        silent: true,
      }).then((r) => r.data),
  });
}
