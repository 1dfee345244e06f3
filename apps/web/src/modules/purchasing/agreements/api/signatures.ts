import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  signResponseSchema,
  signatureRequestListResponseSchema,
  signatureRequestResponseSchema,
  signingViewResponseSchema,
  type SignBody,
} from '@energiek/contracts/agreement-signatures';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { apiRequest, apiUrl } from '../../../../lib/api-client.ts';
import { useApiMutation } from '../../../../lib/use-api-mutation.ts';

// Signature requests of an agreement (back office) and the public signing calls behind the one-time link.

const base = (agreementId: number) => `supply-agreements/${agreementId}/signature-requests`;

export function useSignatureRequests(agreementId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['supply-agreements', 'signatures', agreementId],
    queryFn: ({ signal }) =>
      apiRequest(base(agreementId), { schema: signatureRequestListResponseSchema, signal }).then(
        (r) => r.data,
      ),
    enabled,
  });
}

export function useSendSignatureRequest(agreementId: number) {
  return useApiMutation(
    (contactId: number) =>
      apiRequest(base(agreementId), {
        method: 'POST',
        body: { contactId },
        schema: signatureRequestResponseSchema,
      }).then((r) => r.data),
    { invalidates: [['supply-agreements']] },
  );
}

export function useRevokeSignatureRequest(agreementId: number) {
  return useApiMutation(
    (requestId: number) =>
      apiRequest(`${base(agreementId)}/${requestId}/revoke`, {
        method: 'POST',
        schema: signatureRequestResponseSchema,
      }).then((r) => r.data),
    { invalidates: [['supply-agreements']] },
  );
}

const contactOptionsSchema = listEnvelope(
  z.object({ id: z.number(), fullName: z.string(), emailAddress: z.string().nullable().optional() }),
);

/** The customer's contacts (up to 999), to send a signing link to. */
export function useContactOptions(customerId: number) {
  return useQuery({
    queryKey: ['supply-agreements', 'contacts', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/contacts`, {
        query: { limit: 999 },
        schema: contactOptionsSchema,
        signal,
      }).then((r) => r.data),
  });
}

// The public page ---------------------------------------------------------------------------------------

const signingPath = (token: string) => `signing/${encodeURIComponent(token)}`;

export function useSigning(token: string) {
  return useQuery({
    queryKey: ['signing', token],
    queryFn: ({ signal }) =>
      apiRequest(signingPath(token), { schema: signingViewResponseSchema, signal, silent: true }).then(
        (r) => r.data,
      ),
    retry: false,
    staleTime: Infinity,
  });
}

export function signingDocumentUrl(token: string): string {
  return apiUrl(`${signingPath(token)}/document`);
}

export function useSign(token: string) {
  return useMutation({
    mutationFn: (body: SignBody) =>
      apiRequest(signingPath(token), { method: 'POST', body, schema: signResponseSchema, silent: true }).then(
        (r) => r.data,
      ),
  });
}
