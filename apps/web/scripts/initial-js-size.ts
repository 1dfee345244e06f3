import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Prints the gzip size of the JavaScript and CSS a browser loads before the first screen shows, and
// fails the build above a page's budget (JS + CSS, what the first paint waits for). A screen's initial
// JS is the entry chunk, the lazy route chunks the router loads for that URL (their modules are listed
// below), and every chunk those import statically; its CSS is what those chunks import. What the
// screen loads beside its first requests (`alongside`: say the session's schemas and zod, fetched
// together with GET auth/user) is printed apart, outside the budget, so it stays visible. The figures
// go to dist/initial-size.json, which `npm run bench` reads.

type InitialPage = {
  name: string;
  modules: readonly string[];
  /** Gzip budget of JS + CSS in KB. */
  limitKb: number;
  /** Modules loaded beside the page's first requests (dynamic imports), reported apart. */
  alongside?: readonly string[];
};

type Options = { pages: readonly InitialPage[] };

type ChunkInfo = {
  fileName: string;
  code: string;
  imports: readonly string[];
  moduleIds: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** Written to dist/initial-size.json: gzip bytes per page (alongside: JS loaded beside its first requests). */
export type InitialSize = {
  pages: { name: string; jsBytes: number; cssBytes: number; alongsideJsBytes: number }[];
};

const KB = 1024;

function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The chunks (by file name) a set of starting chunks pulls in through static imports. */
export function staticClosure(start: readonly string[], chunks: ReadonlyMap<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const fileName = queue.pop();
    if (fileName === undefined || seen.has(fileName)) continue;
    const chunk = chunks.get(fileName);
    if (!chunk) continue;
    seen.add(fileName);
    queue.push(...chunk.imports);
  }
  return seen;
}

export function initialJsSize(options: Options): Plugin {
  return {
    name: 'energiek:initial-js-size',
    apply: 'build',
    writeBundle(output, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const entries: string[] = [];
      const css = new Map<string, number>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset' && item.fileName.endsWith('.css')) {
          css.set(item.fileName, gzipSync(item.source, { level: 9 }).length);
        }
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, item);
        if (item.isEntry) entries.push(item.fileName);
      }
      const gzip = new Map<string, number>();
      const sizeOf = (fileName: string): number => {
        let size = gzip.get(fileName);
        if (size === undefined) {
          size = gzipSync(chunks.get(fileName)?.code ?? '', { level: 9 }).length;
          gzip.set(fileName, size);
        }
        return size;
      };

      const chunkOf = (module: string, page: InitialPage): string => {
        const chunk = [...chunks.values()].find((candidate) =>
          candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)),
        );
        if (!chunk) this.error(`initial JS: no chunk holds ${module} (${page.name})`);
        return chunk.fileName;
      };

      const results = options.pages.map((page) => {
        const routeChunks = page.modules.map((module) => chunkOf(module, page));
        const files = staticClosure([...entries, ...routeChunks], chunks);
        const alongside = staticClosure(
          (page.alongside ?? []).map((module) => chunkOf(module, page)),
          chunks,
        );
        const alongsideBytes = [...alongside]
          .filter((fileName) => !files.has(fileName))
          .reduce((sum, fileName) => sum + sizeOf(fileName), 0);
        const bytes = [...files].reduce((sum, fileName) => sum + sizeOf(fileName), 0);
        const cssFiles = new Set(
          [...files].flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]),
        );
        const cssBytes = [...cssFiles].reduce((sum, fileName) => sum + (css.get(fileName) ?? 0), 0);
        return { name: page.name, bytes, cssBytes, alongsideBytes, limitKb: page.limitKb };
      });

      const summary = results
        .map(
          (r) =>
            `${r.name} ${formatKb(r.bytes)} + CSS ${formatKb(r.cssBytes)} = ${formatKb(r.bytes + r.cssBytes)} (limit ${r.limitKb} KB)` +
            (r.alongsideBytes > 0 ? `, then ${formatKb(r.alongsideBytes)} JS beside its first requests` : ''),
        )
        .join('; ');
      this.info(`Initial JS + CSS (gzip): ${summary}`);
      if (output.dir) {
        const figures: InitialSize = {
          pages: results.map((r) => ({
            name: r.name,
            jsBytes: r.bytes,
            cssBytes: r.cssBytes,
            alongsideJsBytes: r.alongsideBytes,
          })),
        };
        mkdirSync(output.dir, { recursive: true });
        writeFileSync(path.join(output.dir, 'initial-size.json'), `${JSON.stringify(figures, null, 2)}\n`);
      }
      const over = results.filter((r) => r.bytes + r.cssBytes > r.limitKb * KB);
      if (over.length > 0) {
        this.error(
          `Initial JS + CSS over the gzip budget: ${over.map((r) => `${r.name} ${formatKb(r.bytes + r.cssBytes)} (limit ${r.limitKb} KB)`).join(', ')}`,
        );
      }
    },
  };
}
