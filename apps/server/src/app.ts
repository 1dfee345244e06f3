import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installDutchValidationMessages } from '@energiek/contracts/validation-messages';
import type { DatabaseHandle } from '@energiek/db/client';
import type { ServiceContext } from './core/context.ts';
import type { Config } from './config.ts';
import { createJobRunner, type JobRunnerOptions } from './core/jobs/runner.ts';
import { REQUIRE_ADMIN_2FA_SETTING } from '@energiek/db/schema/settings';
import { getAppSetting } from './lib/app-settings.ts';
import { createMailer } from './lib/mailer.ts';
import { createLimiters } from './lib/rate-limit.ts';
import { createLocalDiskStorage } from './lib/storage/local-disk-storage.ts';
import type { ObjectStorage } from './lib/storage/storage.ts';
import { MODULE_JOBS, MODULES } from './modules.ts';
import { findActiveSession, touchSession } from './modules/auth/auth.service.ts';
import { createRealtimeBus } from './modules/realtime/realtime.bus.ts';
import { installationId } from './modules/realtime/realtime.repository.ts';
import { registerAuthentication, type CachedSession } from './plugins/authenticate.ts';
import { createSessionCache } from './core/session-cache.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerUploadTimeouts } from './plugins/upload-timeouts.ts';
import { registerRequestHygiene } from './plugins/request-hygiene.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRouteRegistry } from './plugins/route-registry.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerStaleWriteCheck } from './plugins/stale-writes.ts';

// buildApp never listens: tests call app.inject, server.ts listens.

installDutchValidationMessages();

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** false silences logs (tests). */
  logger?: boolean;
  /** Where uploaded documents go; default: the local disk under DOCUMENTS_DIR (DATA_DIR/documents). */
  storage?: ObjectStorage;
  /** Job runner settings (tests: faster polling, their own job definitions). */
  jobs?: Partial<
    Pick<
      JobRunnerOptions,
      'definitions' | 'pollingIntervalSeconds' | 'maintenanceIntervalSeconds' | 'schedules'
    >
  >;
};

export async function buildApp({
  config,
  database,
  logger = true,
  storage,
  jobs = {},
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    // A request (an upload's body included) must arrive whole within this (Node answers 408); a body that
    // stalls is ended sooner by the upload timeout (plugins/upload-timeouts.ts).
    requestTimeout: config.requestBodyMs,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const limiters = createLimiters(config, config.redisUrl ? await installationId(database.db) : undefined);
  const bus = await createRealtimeBus(config, database.db, app.log);
  const sessionCache = createSessionCache<CachedSession>({
    ttlMs: config.sessionCacheMs,
    onInvalidate: () => bus.signal('sessions.changed'),
  });
  bus.onSignal((name) => {
    if (name === 'sessions.changed') sessionCache.clearFromSignal();
  });
  const settingRequire2fa = await getAppSetting<boolean>(database.db, REQUIRE_ADMIN_2FA_SETTING);
  const ctx: ServiceContext = {
    config,
    db: database.db,
    mailer: createMailer(
      database.db,
      { smtpUrl: config.smtpUrl, from: config.mailFrom, capture: config.mailCapture },
      app.log,
    ),
    limiters,
    security: { requireAdmin2fa: () => config.requireAdmin2fa ?? settingRequire2fa ?? true },
    bus,
    sessionCache,
    storage: storage ?? createLocalDiskStorage(config.documentsDir),
    log: app.log,
    // Not started here: server.ts starts it once listening; tests start it when they need it.
    jobs: createJobRunner({
      db: database.db,
      context: () => ctx,
      backgroundDb: database.backgroundDb,
      definitions: MODULE_JOBS,
      log: app.log,
      ...jobs,
    }),
    appKey: {},
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    // Running jobs get 5 s, then are failed over to a retry on the next start (server.ts exits at 10 s).
    await ctx.jobs.stop({ timeoutMs: 5000 });
    ctx.mailer.close();
    await limiters.close();
    await ctx.bus.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerRouteRegistry(app);
  registerErrorHandling(app);
  registerRequestHygiene(app);
  registerUploadTimeouts(app, config.uploadIdleMs);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config.appUrl);
  // Before every route (its onRoute hook wraps the routes registered after it), the static files included.
  await registerCompression(app);
  await registerOpenApi(app);
  registerAuthentication(app, { findActiveSession, touchSession }, sessionCache);
  registerStaleWriteCheck(app);

  for (const module of MODULES) await module.register(app, { database });

  await registerSpa(app, config.webDist);
  return app;
}
