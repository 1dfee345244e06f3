import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE_MAJOR, runtimeProblem } from './runtime.mjs';

describe('runtime check', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    devDependencies: Record<string, string>;
    allowScripts?: Record<string, boolean>;
  };

  it('takes the supported major from the pinned node package, whose install script may run', () => {
    expect(pkg.devDependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(SUPPORTED_NODE_MAJOR).toBe(Number(pkg.devDependencies.node?.split('.')[0]));
    expect(SUPPORTED_NODE_MAJOR).toBeGreaterThanOrEqual(24);
    expect(pkg.allowScripts?.node).toBe(true);
  });

  it('refuses an older Node.js with a message saying what to do', () => {
    const problem = runtimeProblem('v20.20.2', '/usr/bin/node');
    expect(problem).toContain(`needs Node.js ${SUPPORTED_NODE_MAJOR}`);
    expect(problem).toContain('v20.20.2 (/usr/bin/node)');
    expect(problem).toContain('npm ci');
  });

  it('accepts the supported major and newer', () => {
    expect(runtimeProblem(`v${SUPPORTED_NODE_MAJOR}.0.0`)).toBeUndefined();
    expect(runtimeProblem(`v${SUPPORTED_NODE_MAJOR + 1}.3.1`)).toBeUndefined();
  });

  it('this test run itself is on the supported runtime', () => {
    expect(runtimeProblem()).toBeUndefined();
  });
});
