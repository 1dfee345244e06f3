import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so the server sends
// them as they are (@fastify/static preCompressed) instead of compressing on each request.

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this, compression saves less than the headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Compresses one file; a variant that is not smaller than the original is not written. */
export async function precompressFile(file: string): Promise<number> {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [variant, suffix] of [
    [br, '.br'],
    [gz, '.gz'],
  ] as const) {
    if (variant.length >= source.length) continue;
    await writeFile(`${file}${suffix}`, variant);
    written += 1;
  }
  return written;
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file));
  const counts = await Promise.all(files.map((file) => precompressFile(file)));
  return counts.reduce((sum, count) => sum + count, 0);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'energiek:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))) return;
      const written = await precompressDir(outDir);
      this.info(`pre-compressed ${written} files (brotli + gzip)`);
    },
  };
}
