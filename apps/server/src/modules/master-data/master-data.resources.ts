import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MASTER_DATA_WRITE } from '@energiek/contracts/access';
import {
  MARKET_PARTY_MESSAGES,
  gridOperatorBodySchema,
  gridOperatorItemSchema,
  marketPartyBodySchema,
  marketPartyItemSchema,
  trafoBodySchema,
  trafoItemSchema,
} from '@energiek/contracts/master-data';
import { id } from '@energiek/contracts/primitives';
import type { Database } from '@energiek/db/client';
import { connections, gridOperators, measuringCompanies, suppliers, trafos } from '@energiek/db/schema/index';
import type { TableResource } from '../../plugins/table-resource.ts';
import { validationError } from '../../lib/http-errors.ts';
import { exists, namesById } from './master-data.repository.ts';

// The four master data resources (suppliers, grid operators, metering companies, trafos) as table
// resources (plugins/table-resource.ts), with what the table resource does not know: the column connections
// use, other rows that keep one from being deleted, body checks and extra item fields (rules in
// master-data.service.ts).

export type Row = Record<string, unknown>;
export type Kind = 'suppliers' | 'grid-operators' | 'measuring-companies' | 'trafos';

export type MasterResource = {
  definition: TableResource;
  columns: { id: AnyPgColumn; name: AnyPgColumn };
  /** The connections column that refers to this table. */
  usage: AnyPgColumn;
  /** Extra checks of a create/update body after its schema (e.g. referenced rows exist). */
  checkBody?: (db: Database, body: Row) => Promise<void>;
  /** Extra fields per item (e.g. the trafo's grid operator name). */
  addFields?: (db: Database, items: Row[]) => Promise<void>;
  /** Other rows than connections that keep this one from being deleted. */
  otherUsage?: { table: PgTable; column: AnyPgColumn };
};

const PARTY_SEARCH = ['name', 'code', 'emailAddress'];
const PARTY_SORT = ['id', 'name', 'code', 'createdAt', 'updatedAt'];

function partyResource(
  name: 'suppliers' | 'measuring-companies',
  table: typeof suppliers | typeof measuringCompanies,
): MasterResource {
  return {
    definition: {
      name,
      table,
      permissions: { read: 'authenticated', write: MASTER_DATA_WRITE },
      item: marketPartyItemSchema,
      create: marketPartyBodySchema,
      searchColumns: PARTY_SEARCH,
      sortable: PARTY_SORT,
      defaultSort: 'name',
      tags: ['master-data'],
    },
    columns: { id: table.id, name: table.name },
    usage: name === 'suppliers' ? connections.supplierId : connections.measuringCompanyId,
  };
}

export const RESOURCES: Record<Kind, MasterResource> = {
  suppliers: partyResource('suppliers', suppliers),
  'measuring-companies': partyResource('measuring-companies', measuringCompanies),
  'grid-operators': {
    definition: {
      name: 'grid-operators',
      table: gridOperators,
      permissions: { read: 'authenticated', write: MASTER_DATA_WRITE },
      item: gridOperatorItemSchema,
      create: gridOperatorBodySchema,
      searchColumns: PARTY_SEARCH,
      sortable: [...PARTY_SORT, 'commodities'],
      defaultSort: 'name',
      filters: { commodities: gridOperatorItemSchema.shape.commodities },
      tags: ['master-data'],
    },
    columns: { id: gridOperators.id, name: gridOperators.name },
    usage: connections.gridOperatorId,
    otherUsage: { table: trafos, column: trafos.gridOperatorId },
  },
  trafos: {
    definition: {
      name: 'trafos',
      table: trafos,
      permissions: { read: 'authenticated', write: MASTER_DATA_WRITE },
      item: trafoItemSchema,
      create: trafoBodySchema,
      searchColumns: ['name', 'location', 'voltageLevel'],
      sortable: ['id', 'name', 'location', 'capacityKva', 'voltageLevel', 'createdAt', 'updatedAt'],
      defaultSort: 'name',
      filters: { gridOperatorId: id() },
      tags: ['master-data'],
    },
    columns: { id: trafos.id, name: trafos.name },
    usage: connections.trafoId,
    checkBody: async (db, body) => {
      const id = body.gridOperatorId;
      if (typeof id === 'number' && !(await exists(db, gridOperators, gridOperators.id, id))) {
        throw validationError({ gridOperatorId: [MARKET_PARTY_MESSAGES.gridOperatorUnknown] });
      }
    },
    addFields: async (db, items) => {
      const ids = [
        ...new Set(items.map((item) => item.gridOperatorId).filter((id) => typeof id === 'number')),
      ];
      const names = await namesById(db, gridOperators, gridOperators, ids);
      for (const item of items) {
        const id = item.gridOperatorId;
        const name = typeof id === 'number' ? names.get(id) : undefined;
        item.gridOperator = typeof id === 'number' && name !== undefined ? { id, name } : null;
      }
    },
  },
};
