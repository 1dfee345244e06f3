import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

// The receiver's environment (README "Support inbox"): off by default, a port needs an accepted domain.

describe('inbox configuration', () => {
  it('is off by default and listens on loopback once configured', () => {
    expect(loadConfig({}).inbox).toEqual({
      smtpPort: undefined,
      smtpHost: '127.0.0.1',
      domains: [],
      maxBytes: 25 * 1024 * 1024,
    });
    const on = loadConfig({
      INBOX_SMTP_PORT: '2525',
      INBOX_DOMAINS: 'Support.Energiek.nl, energiek.nl',
      INBOX_MAX_MB: '10',
    });
    expect(on.inbox).toEqual({
      smtpPort: 2525,
      smtpHost: '127.0.0.1',
      domains: ['support.energiek.nl', 'energiek.nl'],
      maxBytes: 10 * 1024 * 1024,
    });
  });

  it('refuses a port without a domain, a bad port and a bad domain', () => {
    expect(() => loadConfig({ INBOX_SMTP_PORT: '2525' })).toThrow(ConfigError);
    expect(() => loadConfig({ INBOX_SMTP_PORT: '2525' })).toThrow(/INBOX_DOMAINS/);
    expect(() => loadConfig({ INBOX_SMTP_PORT: '70000', INBOX_DOMAINS: 'energiek.nl' })).toThrow(
      /INBOX_SMTP_PORT/,
    );
    expect(() => loadConfig({ INBOX_SMTP_PORT: '2525', INBOX_DOMAINS: 'geen domein' })).toThrow(
      /INBOX_DOMAINS/,
    );
  });
});
