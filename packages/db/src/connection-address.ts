import { connections } from './schema/connections.ts';

// A connection's address as lists, overviews and exports select it: the five columns, once.

/** The address columns of `connections`, to spread into a select. */
export const connectionAddressColumns = {
  street: connections.street,
  houseNumber: connections.houseNumber,
  houseNumberAddition: connections.houseNumberAddition,
  postcode: connections.postcode,
  city: connections.city,
};

/** A connection's address as `connectionAddressColumns` selects it. */
export type ConnectionAddress = {
  street: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  postcode: string | null;
  city: string | null;
};
