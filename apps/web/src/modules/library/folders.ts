import { DEFAULT_DOCUMENT_FOLDERS, type DocumentFolder } from '@energiek/contracts/library';

export type FolderEntry = { folder: string; count: number };

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/** The standard folders first (also when empty), then the customer's own folders alphabetically. */
export function folderEntries(used: readonly DocumentFolder[]): FolderEntry[] {
  const counts = new Map(used.map((entry) => [entry.folder, entry.count]));
  const standard = DEFAULT_DOCUMENT_FOLDERS.map((folder) => ({ folder, count: counts.get(folder) ?? 0 }));
  const own = used
    .filter((entry) => !(DEFAULT_DOCUMENT_FOLDERS as readonly string[]).includes(entry.folder))
    .sort((a, b) => collator.compare(a.folder, b.folder));
  return [...standard, ...own];
}
