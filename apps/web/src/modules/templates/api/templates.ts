import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  templateItemSchema,
  templatePreviewSchema,
  type TemplateBody,
  type TemplateItem,
  type TemplatePreviewBody,
} from '@energiek/contracts/templates';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageParam, textParam } from '../../../lib/use-list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET/POST templates, preview, reset and test (admins).

export const templateListState = z.object({ q: textParam(), page: pageParam() });
export type TemplateFilters = z.output<typeof templateListState>;
export const TEMPLATES_PAGE_SIZE = 50;

const itemSchema = dataEnvelope(templateItemSchema);

export const listTemplates = (filters: TemplateFilters, signal?: AbortSignal) =>
  apiRequest('templates', {
    query: { q: filters.q || undefined, page: filters.page, limit: TEMPLATES_PAGE_SIZE },
    schema: listEnvelope(templateItemSchema),
    signal,
  });
export const getTemplate = (id: number) =>
  apiRequest(`templates/${id}`, { schema: itemSchema }).then((r) => r.data);
export const createTemplate = (body: TemplateBody) =>
  apiRequest('templates', { method: 'POST', body, schema: itemSchema }).then((r) => r.data);
export const updateTemplate = (id: number, body: TemplateBody) =>
  apiRequest(`templates/${id}`, { method: 'POST', body, schema: itemSchema }).then((r) => r.data);
export const resetTemplate = (id: number) =>
  apiRequest(`templates/${id}/reset`, { method: 'POST', body: {}, schema: itemSchema }).then((r) => r.data);
export const deleteTemplate = (id: number) => apiRequest(`templates/${id}`, { method: 'DELETE' });
export const sendTestTemplate = ({ id, to }: { id: number; to: string }) =>
  apiRequest(`templates/${id}/test`, {
    method: 'POST',
    body: { to },
    schema: dataEnvelope(z.object({ to: z.string(), status: z.enum(['sent', 'stored', 'failed']) })),
  }).then((r) => r.data);
export const previewTemplate = (body: TemplatePreviewBody, signal?: AbortSignal) =>
  apiRequest('templates/preview', {
    method: 'POST',
    body,
    schema: dataEnvelope(templatePreviewSchema),
    signal,
  }).then((r) => r.data);

export function useTemplates(filters: TemplateFilters) {
  return useQuery({
    queryKey: ['templates', 'list', filters],
    queryFn: ({ signal }) => listTemplates(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: number) {
  return useQuery({ queryKey: ['templates', 'detail', id], queryFn: () => getTemplate(id) });
}

/** The live preview of unsaved text (the caller debounces); a 422 shows as the query's error. */
export function useTemplatePreview(body: TemplatePreviewBody) {
  return useQuery({
    queryKey: ['templates', 'preview', body],
    queryFn: ({ signal }) => previewTemplate(body, signal),
    placeholderData: keepPreviousData,
    enabled: body.subject.trim() !== '' && body.body.trim() !== '',
  });
}

const AFTER_WRITE = { invalidates: [['templates']] };

export const useCreateTemplate = () => useApiMutation(createTemplate, AFTER_WRITE);
export const useUpdateTemplate = () =>
  useApiMutation(({ id, body }: { id: number; body: TemplateBody }) => updateTemplate(id, body), AFTER_WRITE);
export const useResetTemplate = () => useApiMutation(resetTemplate, AFTER_WRITE);
export const useDeleteTemplate = () => useApiMutation(deleteTemplate, AFTER_WRITE);
export const useSendTestTemplate = () => useMutation({ mutationFn: sendTestTemplate });

export type { TemplateItem };
