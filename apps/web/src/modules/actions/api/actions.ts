import { keepPreviousData, queryOptions, useQuery, type Query } from '@tanstack/react-query';
import { z } from 'zod';
import {
  actionAssigneeSchema,
  actionCommentSchema,
  actionListSchema,
  actionSchema,
  actionSuggestionSchema,
  type ActionCreate,
  type ActionItem,
  type ActionUpdate,
} from '@energiek/contracts/actions';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// The actions API of docs/api.md "Actions and notes" (GET counter: lib/counter.ts).

export const ACTIONS_PAGE_SIZE = 25;

const actionResponse = dataEnvelope(actionSchema);

// ---- lists ------------------------------------------------------------------------------------------

export type OverviewFilters = {
  scope: 'mine' | 'all';
  overdue: boolean;
  /** '' every status, 'open' every status but afgerond, or one status number. */
  status: string;
  assigneeId: number | null;
  customerId: number | null;
  q: string;
  sort: string;
  page: number;
};

/** The search, sort and page of an action list's request (an empty search or sort is left out). */
function pageQuery(filters: { q: string; sort: string; page: number }) {
  return {
    q: filters.q || undefined,
    sort: filters.sort || undefined,
    page: filters.page,
    limit: ACTIONS_PAGE_SIZE,
  };
}

export function overviewQueryOptions(filters: OverviewFilters) {
  return queryOptions({
    queryKey: ['actions', 'overview', filters],
    queryFn: ({ signal }) =>
      apiRequest('actions', {
        query: {
          scope: filters.scope,
          overdue: filters.overdue ? 1 : undefined,
          open: filters.status === 'open' ? 1 : undefined,
          status: filters.status && filters.status !== 'open' ? filters.status : undefined,
          assigneeId: filters.assigneeId ?? undefined,
          customerId: filters.customerId ?? undefined,
          ...pageQuery(filters),
        },
        schema: actionListSchema,
        signal,
      }),
  });
}

export function useActionsOverview(filters: OverviewFilters) {
  return useQuery({ ...overviewQueryOptions(filters), placeholderData: keepPreviousData });
}

export type CustomerActionFilters = { type: '' | 'action' | 'note'; q: string; sort: string; page: number };

export function useCustomerActions(customerId: number, filters: CustomerActionFilters) {
  return useQuery({
    queryKey: ['actions', 'customer', customerId, filters],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/actions`, {
        query: {
          type: filters.type || undefined,
          ...pageQuery(filters),
        },
        schema: actionListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

// ---- one action -------------------------------------------------------------------------------------

export const actionQueryOptions = (customerId: number, id: number) =>
  queryOptions({
    queryKey: ['actions', 'detail', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/actions/${id}`, { schema: actionResponse, signal }).then(
        (r) => r.data,
      ),
  });

export function useAction(customerId: number, id: number) {
  return useQuery(actionQueryOptions(customerId, id));
}

/** Every write refreshes the lists, the detail and the counter (the assignee's open actions). */
const AFTER_WRITE = {
  invalidates: [
    ['actions'],
    ['counter'],
    ['action-notifications'],
    // The workspace's Acties tab and key figure count the open actions.
    { predicate: (query: Query) => query.queryKey[0] === 'customers' && query.queryKey[2] === 'dashboard' },
  ],
};

export function useCreateAction(customerId: number) {
  return useApiMutation(
    (body: ActionCreate) =>
      apiRequest(`customers/${customerId}/actions`, { method: 'POST', body, schema: actionResponse }).then(
        (r) => r.data,
      ),
    AFTER_WRITE,
  );
}

export function useUpdateAction(customerId: number, id: number) {
  return useApiMutation(
    (body: ActionUpdate) =>
      apiRequest(`customers/${customerId}/actions/${id}`, {
        method: 'PATCH',
        body,
        schema: actionResponse,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
}

export function useDeleteAction(customerId: number) {
  return useApiMutation(
    (id: number) => apiRequest(`customers/${customerId}/actions/${id}`, { method: 'DELETE' }),
    AFTER_WRITE,
  );
}

// ---- comments ---------------------------------------------------------------------------------------

const commentsResponse = dataEnvelope(z.array(actionCommentSchema));
const commentResponse = dataEnvelope(actionCommentSchema);

export function useComments(customerId: number, actionId: number) {
  return useQuery({
    queryKey: ['actions', 'comments', customerId, actionId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/actions/${actionId}/comments`, {
        schema: commentsResponse,
        signal,
      }).then((r) => r.data),
  });
}

/** Saves a comment's text: POST adds one to an action, PATCH changes one; resolves to the saved comment. */
function saveComment(path: string, method: 'POST' | 'PATCH', content: string) {
  return apiRequest(path, { method, body: { content }, schema: commentResponse }).then((r) => r.data);
}

export function useAddComment(customerId: number, actionId: number) {
  return useApiMutation(
    (content: string) => saveComment(`customers/${customerId}/actions/${actionId}/comments`, 'POST', content),
    AFTER_WRITE,
  );
}

export function useEditComment() {
  return useApiMutation(
    ({ id, content }: { id: number; content: string }) =>
      saveComment(`action-comments/${id}`, 'PATCH', content),
    AFTER_WRITE,
  );
}

export function useDeleteComment() {
  return useApiMutation(
    (id: number) => apiRequest(`action-comments/${id}`, { method: 'DELETE' }),
    AFTER_WRITE,
  );
}

// ---- pickers ----------------------------------------------------------------------------------------

const suggestionsResponse = dataEnvelope(z.array(actionSuggestionSchema));

/** POST actions/suggest with the (debounced) subject typed so far. */
export function useSuggestions(query: string, customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['actions', 'suggest', customerId, query],
    queryFn: ({ signal }) =>
      apiRequest('actions/suggest', {
        method: 'POST',
        body: { query, customerId },
        schema: suggestionsResponse,
        signal,
      }).then((r) => r.data),
    enabled,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

const assigneesResponse = dataEnvelope(z.array(actionAssigneeSchema));

export function useAssignees(customerId: number | null) {
  return useQuery({
    queryKey: ['actions', 'assignees', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/action-assignees`, { schema: assigneesResponse, signal }).then(
        (r) => r.data,
      ),
    enabled: customerId !== null,
    staleTime: 60_000,
  });
}

export type { ActionItem };
