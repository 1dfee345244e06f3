import { hasUnsavedChanges } from './use-leave-warning.ts';

// Lost edits (issue 33): the version (`updatedAt`) of the last read of each API path. A write to that path
// sends it as If-Match; the server answers 409 when the resource changed since (someone else saved). While
// a form has unsaved changes, later reads of a path (a background refetch) leave its version alone: the
// edits were made on the read before, and saving them must not silently undo what came in between.

const versions = new Map<string, string>();

const keyOf = (path: string) => path.replace(/^\/+/, '').split('?')[0] ?? '';

/** The item's `updatedAt` (or its details'), if the answer is one item that has one. */
export function versionIn(body: unknown): string | undefined {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const item = data as { updatedAt?: unknown; details?: { updatedAt?: unknown } | null };
  const version = item.updatedAt ?? item.details?.updatedAt;
  return typeof version === 'string' ? version : undefined;
}

/** A GET's answer: its version becomes the path's, unless a form is being edited on an earlier one. */
export function recordRead(path: string, body: unknown): void {
  const version = versionIn(body);
  if (version === undefined) return;
  const key = keyOf(path);
  if (hasUnsavedChanges() && versions.has(key)) return;
  versions.set(key, version);
}

/** A successful write's answer: the saved version is the path's (none known: the next write is unconditional). */
export function recordWrite(path: string, method: string, body: unknown): void {
  const key = keyOf(path);
  const version = method === 'DELETE' ? undefined : versionIn(body);
  if (version === undefined) versions.delete(key);
  else versions.set(key, version);
}

/** The If-Match value for a write to `path`, when a read of it carried a version. */
export function ifMatchFor(path: string): string | undefined {
  const version = versions.get(keyOf(path));
  return version === undefined ? undefined : `"${version}"`;
}

/** Forgets every version (sign-out; tests). */
export function forgetVersions(): void {
  versions.clear();
}
