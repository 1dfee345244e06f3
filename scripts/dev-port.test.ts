import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run dev` honours PORT: scripts/dev.mjs reads ./.env (the environment wins) before it starts the server
// and Vite, and Vite's proxy sends /api to that port.

const root = path.resolve(import.meta.dirname, '..');

describe('npm run dev and PORT', () => {
  it("proxies /api to the server's PORT", async () => {
    const before = process.env.PORT;
    process.env.PORT = '4321';
    try {
      const { default: config } = (await import('../apps/web/vite.config.ts')) as {
        default: { server: { proxy: Record<string, { target: string }> } };
      };
      expect(config.server.proxy['/api']!.target).toBe('http://127.0.0.1:4321');
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });

  it('reads PORT from .env unless the environment sets it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'energiek-dev-env-'));
    try {
      const file = path.join(dir, '.env');
      writeFileSync(file, 'PORT=4555\n');
      const script = `import { loadDotEnv } from ${JSON.stringify(path.join(root, 'scripts/lib.mjs'))}; loadDotEnv(${JSON.stringify(file)}); console.log(process.env.PORT);`;
      const { PORT: _port, ...env } = process.env;
      const run = (extra: NodeJS.ProcessEnv) =>
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...env, ...extra } })
          .toString()
          .trim();
      expect(run({})).toBe('4555');
      expect(run({ PORT: '4666' })).toBe('4666');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
