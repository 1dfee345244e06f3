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
import { apiRequest, apiUpload, apiUrl } from '../../../lib/api-client.ts';
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

export const uploadImage = (file: File) =>
  apiUpload('knowledgebase-images', file, dataEnvelope(knowledgebaseImageSchema)).then((r) => r.data.url);
export const addAttachment = ({ id, file }: { id: number; file: File }) =>
  apiUpload(`knowledgebase/${id}/attachments`, file, dataEnvelope(knowledgebaseAttachmentSchema)).then(
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
