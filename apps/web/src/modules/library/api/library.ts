import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  documentFolderSchema,
  documentSchema,
  type DocumentItem,
  type DocumentUpdate,
} from '@energiek/contracts/library';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { monthlyReportResponseSchema, type MonthlyReportBody } from '@energiek/contracts/monthly-report';
import { z } from 'zod';
import { apiErrorOf, apiRequest, apiUrl, sendForm } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// The customer library calls of docs/api.md ("Library and services").

export type DocumentFilters = { q: string; folder: string | null; page: number; sort: string };

export const DOCUMENTS_PAGE_SIZE = 25;

const listSchema = listEnvelope(documentSchema);
const itemSchema = dataEnvelope(documentSchema);
const foldersSchema = dataEnvelope(z.array(documentFolderSchema));

const base = (customerId: number) => `customers/${customerId}/documents`;

export function useDocuments(customerId: number, filters: DocumentFilters) {
  return useQuery({
    queryKey: ['documents', customerId, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest(base(customerId), {
        query: {
          q: filters.q || undefined,
          folder: filters.folder ?? undefined,
          page: filters.page,
          limit: DOCUMENTS_PAGE_SIZE,
          sort: filters.sort,
        },
        schema: listSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentFolders(customerId: number) {
  return useQuery({
    queryKey: ['documents', customerId, 'folders'],
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/folders`, { schema: foldersSchema, signal }).then((r) => r.data),
  });
}

/** The download address; a plain link works because the server also accepts the session cookie. */
export function downloadUrl(customerId: number, documentId: number): string {
  return apiUrl(`${base(customerId)}/${documentId}/download`);
}

/** Uploads one file into a folder, with upload progress; rejects with an ApiError like the API client does. */
export async function uploadDocument(
  customerId: number,
  file: File,
  folder: string,
  onProgress: (percent: number) => void,
): Promise<DocumentItem> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', file, file.name);
  const sent = await sendForm(apiUrl(base(customerId)), form, onProgress);
  if (sent.status !== 201) throw apiErrorOf(sent);
  return itemSchema.parse(sent.body).data;
}

/** The library lists and the workspace's counts (the Bibliotheek tab shows the number of files). */
const afterWrite = (customerId: number) => ({
  invalidates: [
    ['documents', customerId],
    ['customers', customerId, 'dashboard'],
  ],
});

export function useUploadDocument(customerId: number) {
  return useApiMutation(
    ({ file, folder, onProgress }: { file: File; folder: string; onProgress: (p: number) => void }) =>
      uploadDocument(customerId, file, folder, onProgress),
    afterWrite(customerId),
  );
}

export function useUpdateDocument(customerId: number) {
  return useApiMutation(
    ({ id, body }: { id: number; body: DocumentUpdate }) =>
      apiRequest(`${base(customerId)}/${id}`, { method: 'PATCH', body, schema: itemSchema }).then(
        (r) => r.data,
      ),
    afterWrite(customerId),
  );
}

export function useDeleteDocument(customerId: number) {
  return useApiMutation(
    (id: number) => apiRequest(`${base(customerId)}/${id}`, { method: 'DELETE' }),
    afterWrite(customerId),
  );
}

const monthlyReportSchema = monthlyReportResponseSchema;

/** POST customers/{customerId}/monthly-reports: an admin makes a month's report (filed in Rapportages). */
export function useCreateMonthlyReport(customerId: number) {
  return useApiMutation(
    (body: MonthlyReportBody) =>
      apiRequest(`customers/${customerId}/monthly-reports`, {
        method: 'POST',
        body,
        schema: monthlyReportSchema,
      }).then((r) => r.data),
    afterWrite(customerId),
  );
}
