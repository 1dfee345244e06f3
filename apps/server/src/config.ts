import path from 'node:path';
import { z } from 'zod';

// Environment configuration (README "Configuration"), validated once at start.

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: protocols }).optional());

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Where uploaded documents are kept (default DATA_DIR/documents). Several instances share one
     *  directory (a network file system) so that every instance serves every upload. */
    DOCUMENTS_DIR: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    REDIS_URL: optionalUrl(/^rediss?$/),
    SMTP_URL: optionalUrl(/^smtps?$/),
    MAIL_FROM: z.string().min(3).default('Energiek <no-reply@energiek.nl>'),
    /** Test transport: without SMTP_URL, keep delivered mails (with their links) in memory for full admins
     *  at GET mail-outbox/captured. For the browser journeys and local development only. */
    MAIL_CAPTURE: bool(false),
    APP_URL: optionalUrl(/^https?$/),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: bool(true),
    /** With SEED_DEMO on the embedded database: generate the demo meter data (~4M intervals) in the
     *  background after the first start. The browser journeys turn it off. */
    EMS_DEMO_DATA: bool(true),
    /** Left undefined when not set, so the demo database's own setting can apply (see security settings). */
    REQUIRE_ADMIN_2FA: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
    /** Behind a load balancer: trust X-Forwarded-* from it (true, or comma-separated addresses/CIDRs). */
    TRUST_PROXY: z.string().default('false'),
    /** Signs route tokens (GET route → /switch); without it a random secret is kept in app_settings. */
    ROUTE_TOKEN_SECRET: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().min(32).optional()),
    /** Sign-in attempts per IP address per 15 minutes (default 60). Raise it for an office behind one
     *  address; the browser journeys raise it because every journey signs in from 127.0.0.1. */
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(60),
    /** How long a resolved session may serve requests from memory (ms; 0 = look it up every time). Changes
     *  made through the app take effect at once on every instance; the TTL bounds changes made outside it. */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /** A request body (an upload) that sends nothing this long is answered 408 and its socket closed. */
    UPLOAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** The longest a request may take to arrive whole, headers and body (Node's requestTimeout). */
    REQUEST_BODY_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .default(900),
    /** The inbox's SMTP receiver (README "Support inbox"): off unless a port is set. */
    INBOX_SMTP_PORT: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
    INBOX_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    /** Accepted recipient domains, comma-separated (e.g. `support.energiek.nl,energiek.nl`). */
    INBOX_DOMAINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((d) => d.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'not a domain name'))),
    /** Largest accepted mail in MB (default 25). */
    INBOX_MAX_MB: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((e) => e.INBOX_SMTP_PORT === undefined || e.INBOX_DOMAINS.length > 0, {
    path: ['INBOX_DOMAINS'],
    message: 'set at least one accepted domain when INBOX_SMTP_PORT is set',
  });

export type RateLimitRule = { points: number; durationSeconds: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The uploaded documents' directory (DOCUMENTS_DIR, default DATA_DIR/documents). */
  documentsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionCacheMs: number;
  /** A request body that sends nothing this long is answered 408 (UPLOAD_IDLE_SECONDS). */
  uploadIdleMs: number;
  /** The longest a request may take to arrive whole (REQUEST_BODY_SECONDS). */
  requestBodyMs: number;
  /** Keep delivered mails in memory (MAIL_CAPTURE); never in production. */
  mailCapture: boolean;
  appUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  /**
   * Demo meter data in the background (EMS_DEMO_DATA): on the embedded database by default (with
   * SEED_DEMO); on PostgreSQL only when set to true explicitly (a database seeded with npm run db:seed).
   */
  emsDemoData: boolean;
  requireAdmin2fa: boolean | undefined;
  trustProxy: boolean | string;
  /** HMAC secret of route tokens; undefined: a random one shared through app_settings. */
  routeTokenSecret: string | undefined;
  /** Directory of the built web app; the SPA is served only when it exists. */
  webDist: string;
  /** The inbox's SMTP receiver; port undefined: off. */
  inbox: { smtpPort: number | undefined; smtpHost: string; domains: string[]; maxBytes: number };
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** Wrong passwords per (account, IP): the short lock, which never locks the owner out elsewhere. */
    loginFailuresPerAccountIp: RateLimitRule;
    /** Wrong passwords per account from anywhere: a much higher budget against distributed guessing. */
    loginFailuresPerAccount: RateLimitRule;
    codeFailuresPerAccountIp: RateLimitRule;
    codeFailuresPerAccount: RateLimitRule;
    passwordRequestsPerIp: RateLimitRule;
    passwordRequestsPerAccount: RateLimitRule;
    /** The public signing page of supply agreements (every call, per IP). */
    signingPerIp: RateLimitRule;
    /** Public forms (the /collectief interest form) per IP. */
    publicFormsPerIp: RateLimitRule;
  };
};

export class ConfigError extends Error {}

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  loginPerIp: { points: 60, durationSeconds: 15 * 60 },
  loginFailuresPerAccountIp: { points: 10, durationSeconds: 15 * 60 },
  loginFailuresPerAccount: { points: 200, durationSeconds: 60 * 60 },
  codeFailuresPerAccountIp: { points: 5, durationSeconds: 15 * 60 },
  codeFailuresPerAccount: { points: 50, durationSeconds: 60 * 60 },
  passwordRequestsPerIp: { points: 10, durationSeconds: 15 * 60 },
  passwordRequestsPerAccount: { points: 3, durationSeconds: 15 * 60 },
  signingPerIp: { points: 60, durationSeconds: 15 * 60 },
  publicFormsPerIp: { points: 5, durationSeconds: 60 * 60 },
};

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    documentsDir: path.resolve(e.DOCUMENTS_DIR ?? path.join(e.DATA_DIR, 'documents')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionCacheMs: e.SESSION_CACHE_MS,
    uploadIdleMs: e.UPLOAD_IDLE_SECONDS * 1000,
    requestBodyMs: e.REQUEST_BODY_SECONDS * 1000,
    mailCapture: e.MAIL_CAPTURE,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    emsDemoData: e.DATABASE_URL ? Boolean(env.EMS_DEMO_DATA) && e.EMS_DEMO_DATA : e.EMS_DEMO_DATA,
    requireAdmin2fa: e.REQUIRE_ADMIN_2FA,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    routeTokenSecret: e.ROUTE_TOKEN_SECRET,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    inbox: {
      smtpPort: e.INBOX_SMTP_PORT,
      smtpHost: e.INBOX_SMTP_HOST,
      domains: e.INBOX_DOMAINS,
      maxBytes: e.INBOX_MAX_MB * 1024 * 1024,
    },
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerIp: { ...DEFAULT_RATE_LIMITS.loginPerIp, points: e.LOGIN_LIMIT_PER_IP },
    },
  };
}

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}
