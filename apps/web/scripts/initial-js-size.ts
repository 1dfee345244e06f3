import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Prints the gzip size of the JavaScript a browser loads before the first screen shows, and fails the
// build above the budget. A screen's initial JS is the entry chunk, the lazy route chunks the router
// loads for that URL (their modules are listed below), and every chunk those import statically.

type InitialPage = { name: string; modules: readonly string[] };

type Options = { pages: readonly InitialPage[]; limitKb: number };

type ChunkInfo = { fileName: string; code: string; imports: readonly string[]; moduleIds: readonly string[] };

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
    writeBundle(_output, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const entries: string[] = [];
      for (const item of Object.values(bundle)) {
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

      const results = options.pages.map((page) => {
        const routeChunks = page.modules.map((module) => {
          const chunk = [...chunks.values()].find((candidate) =>
            candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)),
          );
          if (!chunk) this.error(`initial JS: no chunk holds ${module} (${page.name})`);
          return chunk.fileName;
        });
        const files = staticClosure([...entries, ...routeChunks], chunks);
        const bytes = [...files].reduce((sum, fileName) => sum + sizeOf(fileName), 0);
        return { name: page.name, bytes };
      });

      const summary = results.map((result) => `${result.name} ${formatKb(result.bytes)}`).join(', ');
      this.info(`Initial JS (gzip): ${summary} (limit ${options.limitKb} KB)`);
      const over = results.filter((result) => result.bytes > options.limitKb * KB);
      if (over.length > 0) {
        this.error(
          `Initial JS over the ${options.limitKb} KB gzip budget: ${over.map((r) => `${r.name} ${formatKb(r.bytes)}`).join(', ')}`,
        );
      }
    },
  };
}
