import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  knowledgebaseArticleSchema,
  knowledgebaseAttachmentSchema,
  knowledgebaseCategorySchema,
  knowledgebaseImageSchema,
  knowledgebaseListItemSchema,
  type KnowledgebaseArticle,
  type KnowledgebaseBody,
} from '@energiek/contracts/knowledgebase';
import { ApiError, apiRequest, apiUrl, type FieldErrors } from '../../../lib/api-client.ts';
import { isDevelopment } from '../../../lib/env.ts';
import { getAuthToken } from '../../../lib/tokens.ts';
import { pageParam, textParam } from '../../../lib/use-list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET/POST knowledgebase, its categories, editor images and attachments.

export const knowledgebaseListState = z.object({ q: textParam(), category: textParam(), page: pageParam() });
export type KnowledgebaseFilters = z.output<typeof knowledgebaseListState>;
export const KNOWLEDGEBASE_PAGE_SIZE = 25;

const itemSchema = dataEnvelope(knowledgebaseArticleSchema);

export const listArticles = (filters: KnowledgebaseFilters, signal?: AbortSignal) =>
  apiRequest('knowledgebase', {
    query: {
      q: filters.q || undefined,
      category: filters.category || undefined,
      page: filters.page,
      limit: KNOWLEDGEBASE_PAGE_SIZE,
    },
    schema: listEnvelope(knowledgebaseListItemSchema),
    signal,
  });
export const listCategories = () =>
  apiRequest('knowledgebase/categories', { schema: dataEnvelope(z.array(knowledgebaseCategorySchema)) }).then(
    (r) => r.data,
  );
export const getArticle = (id: number) =>
  apiRequest(`knowledgebase/${id}`, { schema: itemSchema }).then((r) => r.data);
export const createArticle = (body: KnowledgebaseBody) =>
  apiRequest('knowledgebase', { method: 'POST', body, schema: itemSchema }).then((r) => r.data);
export const updateArticle = (id: number, body: KnowledgebaseBody) =>
  apiRequest(`knowledgebase/${id}`, { method: 'POST', body, schema: itemSchema }).then((r) => r.data);
export const deleteArticle = (id: number) => apiRequest(`knowledgebase/${id}`, { method: 'DELETE' });
export const deleteAttachment = ({ id, fileId }: { id: number; fileId: number }) =>
  apiRequest(`knowledgebase/${id}/attachments/${fileId}`, { method: 'DELETE' });
export const attachmentUrl = (id: number, fileId: number) =>
  apiUrl(`knowledgebase/${id}/attachments/${fileId}`);

/** POSTs one file as multipart/form-data; rejects with an ApiError (422: errors.file). */
async function uploadFile<T>(path: string, file: File, schema: z.ZodType<T>): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-development-mode': String(isDevelopment),
  };
  const token = getAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method: 'POST', body: form, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, '');
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
  if (!response.ok) throw new ApiError(response.status, body.message ?? '', body.errors ?? {});
  return schema.parse(body);
}

export const uploadImage = (file: File) =>
  uploadFile('knowledgebase-images', file, dataEnvelope(knowledgebaseImageSchema)).then((r) => r.data.url);
export const addAttachment = ({ id, file }: { id: number; file: File }) =>
  uploadFile(`knowledgebase/${id}/attachments`, file, dataEnvelope(knowledgebaseAttachmentSchema)).then(
    (r) => r.data,
  );

export function useArticles(filters: KnowledgebaseFilters) {
  return useQuery({
    queryKey: ['knowledgebase', 'list', filters],
    queryFn: ({ signal }) => listArticles(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export const useCategories = () =>
  useQuery({ queryKey: ['knowledgebase', 'categories'], queryFn: listCategories });

export const useArticle = (id: number) =>
  useQuery({ queryKey: ['knowledgebase', 'detail', id], queryFn: () => getArticle(id) });

const AFTER_WRITE = { invalidates: [['knowledgebase']] };

export const useCreateArticle = () => useApiMutation(createArticle, AFTER_WRITE);
export const useUpdateArticle = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: KnowledgebaseBody }) => updateArticle(id, body),
    AFTER_WRITE,
  );
export const useDeleteArticle = () => useApiMutation(deleteArticle, AFTER_WRITE);
export const useAddAttachment = () => useApiMutation(addAttachment, AFTER_WRITE);
export const useDeleteAttachment = () => useApiMutation(deleteAttachment, AFTER_WRITE);

export type { KnowledgebaseArticle };
