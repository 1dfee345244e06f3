import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { formatNumber, toIsoDate } from '@energiek/contracts/format';
import {
  HOUR_LIST_MESSAGES,
  MAX_HOUR_EXPORT_ROWS,
  entrySeconds,
  hourCreateSchema,
  hourExportQuerySchema,
  hourListItemSchema,
  hourListQuerySchema,
  hourListResponseSchema,
  hourSchema,
  hourUpdateSchema,
  timerRegistrationSchema,
} from '@energiek/contracts/hours';
import { hours, users } from '@energiek/db/schema/index';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { forbidden, notFound, unauthenticated, validationError } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { exportFilename, hoursCsv, hoursXlsx } from './hours.export.ts';
import {
  allHours,
  countHours,
  createHour,
  findHourItem,
  hourConditions,
  hourTotals,
  listHours,
  toHourItem,
  type HourScope,
} from './hours.repository.ts';
import { pageMeta } from '../../core/paging.ts';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';

// Time registration: the admin top-bar timer (spec §4 Timer) and the hours screens (spec §2 hours,
// organisation-hours). Tenancy: reads cover the customers the user may act for (customer staff: their
// own customer); the customer-scoped check of the authentication plugin answers 404 for any other
// customer. Write rule: a user whose role has full rights manages everyone's entries; anyone else with
// organisation-hours:write registers, changes and deletes only their own.

const tags = ['hours'];
const item = dataEnvelope(hourListItemSchema);

function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

const managesEveryone = (auth: AuthContext) => auth.profile.scope.full;

export function registerHourRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const read = { permission: 'organisation-hours:read' } as const;
  const write = { permission: 'organisation-hours:write', customerScoped: true } as const;

  const scopeOf = (request: FastifyRequest, customerId?: number): HourScope => ({
    actFor: signedIn(request.auth).actFor,
    ...(customerId === undefined ? {} : { customerId }),
  });

  const list = async (query: z.infer<typeof hourListQuerySchema>, scope: HourScope) => {
    const where = hourConditions(scope, query);
    const [{ items, total }, totals] = await Promise.all([
      listHours(db, where, query.sort, query.page, query.limit),
      hourTotals(db, where),
    ]);
    return {
      data: items,
      meta: { ...pageMeta(query.page, query.limit, total), totals },
    };
  };

  const exportFile = async (
    reply: FastifyReply,
    query: z.infer<typeof hourExportQuerySchema>,
    scope: HourScope,
  ) => {
    const where = hourConditions(scope, query);
    if ((await countHours(db, where)) > MAX_HOUR_EXPORT_ROWS) {
      throw validationError({
        export: [HOUR_LIST_MESSAGES.tooManyRows(formatNumber(MAX_HOUR_EXPORT_ROWS))],
      });
    }
    const items = await allHours(db, where, query.sort, MAX_HOUR_EXPORT_ROWS);
    const body = query.format === 'csv' ? hoursCsv(items) : await hoursXlsx(items);
    return reply
      .header(
        'content-type',
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('content-disposition', `attachment; filename="${exportFilename(query.format)}"`)
      .header('cache-control', 'no-store')
      .send(body);
  };

  const exportSchema = {
    tags,
    querystring: hourExportQuerySchema,
    description:
      'The filtered hours as a file: format=xlsx (default) or csv (";", decimal comma, UTF-8 BOM). At most 50 000 rows.',
  };

  r.get(
    '/api/v3/hours',
    {
      config: read,
      schema: { tags, querystring: hourListQuerySchema, response: { 200: hourListResponseSchema } },
    },
    (request) => list(request.query, scopeOf(request)),
  );

  r.get('/api/v3/hours/export', { config: read, schema: exportSchema }, (request, reply) =>
    exportFile(reply, request.query, scopeOf(request)),
  );

  r.get(
    '/api/v3/customers/:customerId/hours',
    {
      config: { ...read, customerScoped: true },
      schema: {
        tags,
        params: customerParams,
        querystring: hourListQuerySchema,
        response: { 200: hourListResponseSchema },
      },
    },
    (request) => list(request.query, scopeOf(request, request.params.customerId)),
  );

  r.get(
    '/api/v3/customers/:customerId/hours/export',
    { config: { ...read, customerScoped: true }, schema: { ...exportSchema, params: customerParams } },
    (request, reply) => exportFile(reply, request.query, scopeOf(request, request.params.customerId)),
  );

  /** The user an entry is booked on: the caller, or (full rights only) another active admin. */
  const bookedUser = async (auth: AuthContext, userId: number | undefined): Promise<number> => {
    if (userId === undefined || userId === auth.user.id) return auth.user.id;
    if (!managesEveryone(auth) || auth.user.type !== 'admin') {
      throw validationError({ userId: [HOUR_LIST_MESSAGES.onlyOwnBooking] });
    }
    const [target] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.type, 'admin'), eq(users.isActive, true)))
      .limit(1);
    if (!target) throw validationError({ userId: [HOUR_LIST_MESSAGES.unknownUser] });
    return target.id;
  };

  const findForWrite = async (request: FastifyRequest, customerId: number, id: number) => {
    const auth = signedIn(request.auth);
    const found = await findHourItem(db, customerId, id);
    if (!found) throw notFound();
    if (!managesEveryone(auth) && found.row.userId !== auth.user.id) {
      throw forbidden(HOUR_LIST_MESSAGES.onlyOwnEntries);
    }
    return found;
  };

  r.post(
    '/api/v3/customers/:customerId/hours',
    {
      config: write,
      schema: { tags, params: customerParams, body: hourCreateSchema, response: { 201: item } },
    },
    async (request, reply) => {
      const auth = signedIn(request.auth);
      const { customerId } = request.params;
      const body = request.body;
      const userId = await bookedUser(auth, body.userId);
      const row = await createHour(db, {
        userId,
        customerId,
        date: body.date,
        seconds: entrySeconds(body) ?? 0,
        description: body.description,
        source: 'manual',
      }).catch((error: unknown) => {
        if (dbErrorCode(error) === '23503') throw notFound();
        throw error;
      });
      await writeAudit(db, request, {
        event: 'hours.created',
        customerId,
        subjectType: 'hours',
        subjectId: row.id,
      });
      const found = await findHourItem(db, customerId, row.id);
      if (!found) throw notFound();
      return reply.status(201).send({ data: found.item });
    },
  );

  r.get(
    '/api/v3/customers/:customerId/hours/:id',
    {
      config: { ...read, customerScoped: true },
      schema: { tags, params: customerIdParams, response: { 200: item } },
    },
    async (request) => {
      const found = await findHourItem(db, request.params.customerId, request.params.id);
      if (!found) throw notFound();
      return { data: found.item };
    },
  );

  r.route({
    method: ['POST', 'PATCH'],
    url: '/api/v3/customers/:customerId/hours/:id',
    config: write,
    schema: { tags, params: customerIdParams, body: hourUpdateSchema, response: { 200: item } },
    handler: async (request) => {
      const auth = signedIn(request.auth);
      const { customerId, id } = request.params;
      const found = await findForWrite(request, customerId, id);
      const body = request.body;
      const seconds = entrySeconds(body);
      const userId =
        body.userId === undefined || body.userId === found.row.userId
          ? undefined
          : await bookedUser(auth, body.userId);
      await db
        .update(hours)
        .set({
          ...(body.date === undefined ? {} : { date: body.date }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(seconds === undefined ? {} : { seconds }),
          ...(userId === undefined ? {} : { userId }),
          updatedAt: new Date(),
        })
        .where(and(eq(hours.id, id), eq(hours.customerId, customerId)));
      await writeAudit(db, request, {
        event: 'hours.updated',
        customerId,
        subjectType: 'hours',
        subjectId: id,
        details: { fields: Object.keys(body) },
      });
      const updated = await findHourItem(db, customerId, id);
      if (!updated) throw notFound();
      return { data: updated.item };
    },
  });

  r.delete(
    '/api/v3/customers/:customerId/hours/:id',
    { config: write, schema: { tags, params: customerIdParams } },
    async (request, reply) => {
      const { customerId, id } = request.params;
      await findForWrite(request, customerId, id);
      await db.delete(hours).where(and(eq(hours.id, id), eq(hours.customerId, customerId)));
      await writeAudit(db, request, {
        event: 'hours.deleted',
        customerId,
        subjectType: 'hours',
        subjectId: id,
      });
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/v3/customers/:customerId/hours/timer',
    {
      config: { permission: 'is:admin', customerScoped: true },
      schema: {
        tags,
        params: customerParams,
        body: timerRegistrationSchema,
        response: { 201: dataEnvelope(hourSchema) },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request.auth);
      const row = await createHour(db, {
        userId: auth.user.id,
        customerId: request.params.customerId,
        date: toIsoDate(new Date()),
        seconds: request.body.seconds,
        description: request.body.description,
        source: 'timer',
      }).catch((error: unknown) => {
        // An admin who may switch to every customer can still name one that does not exist.
        if (dbErrorCode(error) === '23503') throw notFound();
        throw error;
      });
      return reply.status(201).send({ data: toHourItem(row) });
    },
  );
}
