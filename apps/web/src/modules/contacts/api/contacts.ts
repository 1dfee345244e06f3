import { useQuery } from '@tanstack/react-query';
import { contactItemSchema } from '@energiek/contracts/contacts';
import type { ContactCreate, ContactItem, ContactUpdate } from '@energiek/contracts/contacts';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// customers/{customerId}/contacts: the generic resource (organisation-contacts read/write).

const listSchema = listEnvelope(contactItemSchema);
const itemSchema = dataEnvelope(contactItemSchema);

const base = (customerId: number) => `customers/${customerId}/contacts`;
const contactKeys = {
  list: (customerId: number) => ['customers', customerId, 'contacts'] as const,
  one: (customerId: number, id: number) => ['customers', customerId, 'contacts', id] as const,
};

export function useContacts(customerId: number) {
  return useQuery({
    queryKey: contactKeys.list(customerId),
    // The page shows every contact as a card; 999 is the generic list's maximum.
    queryFn: () =>
      apiRequest(base(customerId), { query: { limit: 999, sort: 'firstName' }, schema: listSchema }).then(
        (response) => response.data,
      ),
  });
}

export function useContact(customerId: number, id: number) {
  return useQuery({
    queryKey: contactKeys.one(customerId, id),
    queryFn: () => apiRequest(`${base(customerId)}/${id}`, { schema: itemSchema }).then((r) => r.data),
  });
}

/** Writes refresh this customer's contacts and its dashboard (the tab count). */
const afterWrite = (customerId: number) => ({
  invalidates: [contactKeys.list(customerId), ['customers', customerId, 'dashboard']],
});

export const useCreateContact = (customerId: number) =>
  useApiMutation(
    (body: ContactCreate) =>
      apiRequest(base(customerId), { method: 'POST', body, schema: itemSchema }).then((r) => r.data),
    afterWrite(customerId),
  );

export const useUpdateContact = (customerId: number) =>
  useApiMutation(
    ({ id, body }: { id: number; body: ContactUpdate }) =>
      apiRequest(`${base(customerId)}/${id}`, { method: 'POST', body, schema: itemSchema }).then(
        (r) => r.data,
      ),
    afterWrite(customerId),
  );

export const useDeleteContact = (customerId: number) =>
  useApiMutation(
    (contact: ContactItem) =>
      apiRequest(`${base(customerId)}/${contact.id}`, { method: 'DELETE' }).then(() => contact),
    afterWrite(customerId),
  );
