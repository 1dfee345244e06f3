import { Fragment } from 'react';
import type { Shortcut } from '../../lib/use-shortcuts.ts';
import { Modal } from './modal.tsx';
import { UI_TEXTS } from './texts.ts';

type ShortcutsDialogProps = {
  open: boolean;
  onClose: () => void;
  shortcuts: readonly Pick<Shortcut, 'keys' | 'description'>[];
};

/** The overview the '?' shortcut opens: each shortcut's keys and what it does. */
export function ShortcutsDialog({ open, onClose, shortcuts }: ShortcutsDialogProps) {
  return (
    <Modal open={open} title={UI_TEXTS.shortcuts.title} onClose={onClose}>
      <p className="text-sm text-slate-600">{UI_TEXTS.shortcuts.intro}</p>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] items-center gap-x-6 gap-y-3 text-sm">
        {shortcuts.map((shortcut) => (
          <Fragment key={shortcut.keys}>
            <dt className="flex items-center gap-1.5 text-slate-500">
              {shortcut.keys.split(' ').map((key, index) => (
                <Fragment key={`${key}-${index}`}>
                  {index > 0 ? <span>{UI_TEXTS.shortcuts.then}</span> : null}
                  <kbd className="min-w-6 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-slate-800 shadow-xs">
                    {key}
                  </kbd>
                </Fragment>
              ))}
            </dt>
            <dd className="text-slate-800">{shortcut.description}</dd>
          </Fragment>
        ))}
      </dl>
    </Modal>
  );
}
