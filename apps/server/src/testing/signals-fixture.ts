import { expect } from 'vitest';
import type { SignalNotificationList } from '@energiek/contracts/signals';
import { createConnection } from '@energiek/db/factories/connections';
import { addDays } from '@energiek/domain/calendar';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { writeIntervalReadings } from '../modules/ems/interval-writer.ts';
import { api, type TestApp } from './test-app.ts';

/**
 * A new connection for `customerId` with a week of quarters (21 to 27 November 2026) that misses four at
 * the end of 25 November: what the missing-data signal rule flags when run on 28 November.
 */
export async function gappyWeek(db: TestApp['ctx']['db'], customerId: number): Promise<void> {
  const conn = await createConnection(db, { customerId, product: 1 });
  for (let day = '2026-11-21'; day <= '2026-11-27'; day = addDays(day, 1)) {
    const start = startOfLocalDay(day).getTime();
    const count = day === '2026-11-25' ? 92 : 96;
    await writeIntervalReadings(db, {
      customerId,
      connectionId: conn.id,
      channel: 1,
      minutes: 15,
      readings: Array.from({ length: count }, (_, q) => ({ start: new Date(start + q * 900_000), value: 1 })),
    });
  }
}

/** The bell's signal notifications of the user behind `token` (200 expected). */
export async function listSignalNotifications(app: TestApp, token: string): Promise<SignalNotificationList> {
  const response = await api(app, { method: 'GET', url: '/api/v3/signal-notifications', token });
  expect(response.statusCode).toBe(200);
  return response.json<SignalNotificationList>();
}
