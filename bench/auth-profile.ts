import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { hammer, login, onBothDatabases, startApp } from './support.ts';

// GET /api/v3/auth/profile under load, on PGlite and (when DATABASE_URL is set) PostgreSQL.
// Loopback only, bounded in time: BENCH_SECONDS (default 10) per database, 10 connections.

export async function benchAuthProfile(): Promise<void> {
  await onBothDatabases(async (label, handle) => {
    await handle.migrate();
    const customer = await createCustomer(handle.db, { modules: ['ems', 'purchase'] });
    await createUser(handle.db, {
      emailAddress: 'bench@example.nl',
      type: 'customer',
      customerId: customer.id,
    });
    const { app, address } = await startApp(handle);
    try {
      await hammer(label, address, '/api/v3/auth/profile', await login(address, 'bench@example.nl'));
    } finally {
      await app.close();
    }
  });
}
