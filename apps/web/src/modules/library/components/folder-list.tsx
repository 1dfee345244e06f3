import type { FolderEntry } from '../folders.ts';
import { LIBRARY_TEXTS } from '../texts.ts';

type FolderListProps = {
  folders: readonly FolderEntry[];
  total: number;
  /** The chosen folder, or null for all files. */
  active: string | null;
  onChange: (folder: string | null) => void;
};

/** The folders of the library with their file counts; 'Alle bestanden' shows every folder at once. */
export function FolderList({ folders, total, active, onChange }: FolderListProps) {
  const items: { key: string; folder: string | null; label: string; count: number }[] = [
    { key: '*', folder: null, label: LIBRARY_TEXTS.allFiles, count: total },
    ...folders.map((entry) => ({
      key: entry.folder,
      folder: entry.folder,
      label: entry.folder,
      count: entry.count,
    })),
  ];
  return (
    <nav
      aria-label={LIBRARY_TEXTS.folders}
      className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-900/5"
    >
      <ul className="space-y-0.5">
        {items.map((item) => {
          const current = item.folder === active;
          return (
            <li key={item.key}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onChange(item.folder)}
                className={`flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm ${
                  current ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-50'
                }`}
              >
                <span className="min-w-0 truncate">{item.label}</span>
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-600 tabular-nums">
                  {item.count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
