import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/forwarding-parent.mjs', import.meta.url));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('run with forwardSignals (npm start)', () => {
  it('passes SIGTERM on to the child and exits with it, leaving no orphan', async () => {
    const parent = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    const childPid = await new Promise<number>((resolve) => {
      parent.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /child (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
    });
    try {
      expect(alive(childPid)).toBe(true);
      const exited = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)));
      parent.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('child stopping');
      expect(alive(childPid)).toBe(false);
    } finally {
      if (alive(childPid)) process.kill(childPid, 'SIGKILL');
    }
  });
});
