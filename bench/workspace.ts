import { customers, type NewCustomer } from '@energiek/db/schema/identity';
import {
  connections,
  PRODUCT_ELECTRICITY,
  PRODUCT_GAS,
  type NewConnection,
} from '@energiek/db/schema/connections';
import { contacts, type NewContact } from '@energiek/db/schema/contacts';
import { entities, type NewEntity } from '@energiek/db/schema/entities';
import { buildConnection } from '@energiek/db/factories/connections';
import { buildContact } from '@energiek/db/factories/contacts';
import { buildCustomer } from '@energiek/db/factories/customers';
import { buildEntity } from '@energiek/db/factories/entities';
import { createUser } from '@energiek/db/factories/users';
import type { Database } from '@energiek/db/client';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hammer, login, onBothDatabases, startApp } from './support.ts';

// The customer workspace lists on a consultancy-sized book: BENCH_CUSTOMERS customers (default 2 000)
// with 10 connections, 3 contacts and 2 entities each (20 000 connections). An admin with canSwitch
// reads the customer list (with electricity/gas counts), a name search, one customer's connection
// search (the picker call of spec §7) and its contacts. Loopback only, bounded in time.

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2000);

async function insertInBatches<T extends Record<string, unknown>>(db: Database, table: PgTable, rows: T[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000));
}

/** Fills the workspace book; returns a customer id from the middle. */
export async function fill(db: Database): Promise<number> {
  const customerRows: NewCustomer[] = Array.from({ length: CUSTOMERS }, (_, i) =>
    buildCustomer({ number: 10_000 + i }),
  );
  const ids: number[] = [];
  for (let i = 0; i < customerRows.length; i += 1000) {
    const inserted = await db
      .insert(customers)
      .values(customerRows.slice(i, i + 1000))
      .returning({ id: customers.id });
    ids.push(...inserted.map((row) => row.id));
  }
  const entityRows: NewEntity[] = ids.flatMap((customerId) => [
    buildEntity({ customerId }),
    buildEntity({ customerId }),
  ]);
  await insertInBatches(db, entities, entityRows);
  const connectionRows: NewConnection[] = ids.flatMap((customerId) =>
    Array.from({ length: 10 }, (_, i) =>
      buildConnection({ customerId, product: i % 3 === 2 ? PRODUCT_GAS : PRODUCT_ELECTRICITY }),
    ),
  );
  await insertInBatches(db, connections, connectionRows);
  const contactRows: NewContact[] = ids.flatMap((customerId) =>
    Array.from({ length: 3 }, () => buildContact({ customerId })),
  );
  await insertInBatches(db, contacts, contactRows);
  return ids[Math.floor(ids.length / 2)] ?? 0;
}

export async function benchWorkspace(): Promise<void> {
  await onBothDatabases(async (label, handle) => {
    await handle.migrate();
    const started = performance.now();
    const customerId = await fill(handle.db);
    console.log(
      `workspace data on ${label}: ${CUSTOMERS} customers, ${CUSTOMERS * 10} connections, ` +
        `${CUSTOMERS * 3} contacts, ${CUSTOMERS * 2} entities in ${Math.round(performance.now() - started)} ms`,
    );
    await createUser(handle.db, { emailAddress: 'bench.admin@example.nl', type: 'admin', canSwitch: true });
    const { app, address } = await startApp(handle);
    try {
      const token = await login(address, 'bench.admin@example.nl');
      for (const path of [
        '/api/v3/customers?limit=25&sort=name',
        '/api/v3/customers?q=bakkerij&limit=25',
        `/api/v3/customers/${customerId}/connections?q=8719&limit=10&page=1&with=address&status=1`,
        `/api/v3/customers/${customerId}/contacts?limit=999`,
      ])
        await hammer(label, address, path, token);
    } finally {
      await app.close();
    }
  });
}
