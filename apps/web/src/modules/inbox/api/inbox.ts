import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { invoiceImportSchema } from '@energiek/contracts/invoices';
import {
  inboxAttachmentResponseSchema,
  inboxInvoiceImportResponseSchema,
  inboxDetailResponseSchema,
  inboxListResponseSchema,
  inboxMessageResponseSchema,
  type InboxActionBody,
  type InboxReply,
  type InboxUpdate,
} from '@energiek/contracts/inbox';
import { text } from '@energiek/contracts/primitives';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { COUNTER_QUERY_KEY } from '../../../lib/counter.ts';
import { listQuery, useListQuery } from '../../../lib/list-query.ts';
import type { InboxListState } from '../list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// The inbox API (resource `inbox`): the list, one message with its conversation, the writes. Every write
// refreshes the counter too (GET counter `messages`).

export const INBOX_PAGE_SIZE = 25;

export function useInboxList(state: InboxListState) {
  const query = listQuery(state, ['q', 'status', 'unread', 'mine'], INBOX_PAGE_SIZE);
  return useListQuery(
    ['inbox', 'list', { ...state, bericht: undefined }],
    'inbox',
    query,
    inboxListResponseSchema,
  );
}

export function useInboxMessage(id: number) {
  return useQuery({
    queryKey: ['inbox', 'item', id],
    queryFn: ({ signal }) =>
      apiRequest(`inbox/${id}`, { schema: inboxDetailResponseSchema, signal }).then((r) => r.data),
    enabled: id > 0,
  });
}

const assigneesSchema = z.object({ data: z.array(z.object({ id: z.number(), name: text() })) });

export function useInboxAssignees() {
  return useQuery({
    queryKey: ['inbox', 'assignees'],
    queryFn: ({ signal }) =>
      apiRequest('inbox/assignees', { schema: assigneesSchema, signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

const AFTER_WRITE = { invalidates: [['inbox'], COUNTER_QUERY_KEY] };

export function useUpdateInboxMessage(id: number) {
  return useApiMutation(
    (body: InboxUpdate) =>
      apiRequest(`inbox/${id}`, { method: 'POST', body, schema: inboxMessageResponseSchema }).then(
        (r) => r.data,
      ),
    AFTER_WRITE,
  );
}

export function useReplyToInboxMessage(id: number) {
  return useApiMutation(
    (body: InboxReply) =>
      apiRequest(`inbox/${id}/reply`, { method: 'POST', body, schema: inboxMessageResponseSchema }).then(
        (r) => r.data,
      ),
    AFTER_WRITE,
  );
}

export function useMakeInboxAction(id: number) {
  return useApiMutation(
    (body: InboxActionBody) =>
      apiRequest(`inbox/${id}/action`, { method: 'POST', body, schema: inboxMessageResponseSchema }).then(
        (r) => r.data,
      ),
    AFTER_WRITE,
  );
}

export function useAttachmentToLibrary(id: number) {
  return useApiMutation(
    (attachmentId: number) =>
      apiRequest(`inbox/${id}/attachments/${attachmentId}/library`, {
        method: 'POST',
        body: {},
        schema: inboxAttachmentResponseSchema,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
}

/** POST inbox/{id}/attachments/{attachmentId}/invoice: the attachment imported as the customer's invoice. */
export function useAttachmentToInvoice(id: number) {
  return useApiMutation(
    (attachmentId: number) =>
      apiRequest(`inbox/${id}/attachments/${attachmentId}/invoice`, {
        method: 'POST',
        body: {},
        schema: inboxInvoiceImportResponseSchema,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
}

const followedImport = dataEnvelope(invoiceImportSchema);

/** The invoice import an attachment started, polled every second until it is done or failed. */
export function useInboxInvoiceImport(started: { id: number; customerId: number } | null) {
  return useQuery({
    queryKey: ['inbox', 'invoice-import', started?.customerId, started?.id],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${started?.customerId}/invoices/imports/${started?.id}`, {
        schema: followedImport,
        signal,
      }).then((r) => r.data),
    enabled: started !== null,
    refetchInterval: (q) =>
      q.state.data?.status === 'done' || q.state.data?.status === 'failed' ? false : 1000,
  });
}

export const attachmentUrl = (id: number, attachmentId: number) =>
  apiUrl(`inbox/${id}/attachments/${attachmentId}/download`);
