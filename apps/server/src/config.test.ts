import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('keeps documents under DATA_DIR unless DOCUMENTS_DIR names a directory (shared by several instances)', () => {
    expect(loadConfig({ DATA_DIR: '/srv/a' }).documentsDir).toBe(path.resolve('/srv/a/documents'));
    expect(loadConfig({ DATA_DIR: '/srv/a', DOCUMENTS_DIR: '' }).documentsDir).toBe(
      path.resolve('/srv/a/documents'),
    );
    expect(loadConfig({ DATA_DIR: '/srv/a', DOCUMENTS_DIR: '/mnt/shared/docs' }).documentsDir).toBe(
      path.resolve('/mnt/shared/docs'),
    );
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.documentsDir).toBe(path.join(config.dataDir, 'documents'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.requireAdmin2fa).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/energiek',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Energiek <a@b.nl>',
      APP_URL: 'https://portal.example.nl/',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      REQUIRE_ADMIN_2FA: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/energiek',
      redisUrl: 'redis://127.0.0.1:6379',
      smtpUrl: 'smtp://mail:25',
      appUrl: 'https://portal.example.nl',
      logLevel: 'warn',
      seedDemo: false,
      requireAdmin2fa: true,
    });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('EMS_DEMO_DATA', () => {
  it('is on by default on the embedded database, and on PostgreSQL only when set to true', () => {
    expect(loadConfig({}).emsDemoData).toBe(true);
    expect(loadConfig({ EMS_DEMO_DATA: 'false' }).emsDemoData).toBe(false);
    const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/energiek' };
    expect(loadConfig(pg).emsDemoData).toBe(false);
    expect(loadConfig({ ...pg, EMS_DEMO_DATA: '' }).emsDemoData).toBe(false);
    expect(loadConfig({ ...pg, EMS_DEMO_DATA: 'false' }).emsDemoData).toBe(false);
    expect(loadConfig({ ...pg, EMS_DEMO_DATA: 'true' }).emsDemoData).toBe(true);
  });
});
