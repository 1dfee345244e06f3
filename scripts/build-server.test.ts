import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepImportMetaLocations } from './build-server.mjs';

// The server bundle (scripts/build-server.mjs) must find what the workspace sources find next to
// themselves: import.meta in a bundled file is rewritten to that file's own location.

/** Evaluates `expression` (rewritten) as the bundle at `bundle` would. */
function evaluate(expression: string, bundle: string): unknown {
  const body = `return ${expression.replaceAll('import.meta.url', 'bundleUrl')};`;
  return new Function('bundleUrl', '__energiekFilePath', body)(pathToFileURL(bundle).href, fileURLToPath);
}

describe('keepImportMetaLocations', () => {
  const root = path.resolve('/srv/energiek');
  const file = path.join(root, 'packages/db/src/client.ts');
  const outdir = path.join(root, 'apps/server/dist');
  const bundle = path.join(outdir, 'server.mjs');
  const rewrite = (expression: string) => keepImportMetaLocations(expression, file, outdir);

  it('gives the original file’s url, path and folder, wherever the bundle is', () => {
    expect(evaluate(rewrite('import.meta.url'), bundle)).toBe(pathToFileURL(file).href);
    expect(evaluate(rewrite('import.meta.filename'), bundle)).toBe(file);
    expect(evaluate(rewrite('import.meta.dirname'), bundle)).toBe(path.dirname(file));
    const migrations = "new URL('../migrations', import.meta.url).href";
    expect(evaluate(rewrite(migrations), bundle)).toBe(
      pathToFileURL(path.join(root, 'packages/db/migrations')).href,
    );
  });

  it('moves with the checkout (a relative location, no absolute path in the bundle)', () => {
    const moved = path.resolve('/elsewhere/energiek');
    const rewritten = rewrite('import.meta.dirname');
    expect(rewritten).not.toContain(root);
    expect(evaluate(rewritten, path.join(moved, 'apps/server/dist/server.mjs'))).toBe(
      path.join(moved, 'packages/db/src'),
    );
  });

  it('leaves a file without import.meta as it is', () => {
    const source = "export const x = 'import.meta';";
    expect(keepImportMetaLocations(source, file, outdir)).toBe(source);
  });
});
