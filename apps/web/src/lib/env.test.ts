import { describe, expect, it } from 'vitest';
import { detectEnvironment } from './env.ts';

describe('detectEnvironment', () => {
  it('treats localhost and loopback addresses as development', () => {
    expect(detectEnvironment('localhost')).toBe('development');
    expect(detectEnvironment('127.0.0.1')).toBe('development');
    expect(detectEnvironment('app.localhost')).toBe('development');
  });

  it('recognises staging hosts', () => {
    expect(detectEnvironment('staging.energiek.nl')).toBe('staging');
    expect(detectEnvironment('energiek-acc.example.nl')).toBe('staging');
    expect(detectEnvironment('acceptatie.energiek.nl')).toBe('staging');
  });

  it('treats every other host as production', () => {
    expect(detectEnvironment('app.energiek.nl')).toBe('production');
    expect(detectEnvironment('accountancy-portal.nl')).toBe('production');
  });
});
