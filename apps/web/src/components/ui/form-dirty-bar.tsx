import { useLeaveWarning } from '../../lib/use-leave-warning.ts';
import { Button } from './button.tsx';
import { UI_TEXTS } from './texts.ts';

type FormDirtyBarProps = {
  /** True while the form has unsaved changes (react-hook-form: formState.isDirty). */
  dirty: boolean;
  /** Saves; a submit button of the form with this id when `form` is given, else a click handler. */
  onSave?: () => void;
  /** Id of the form to submit, so the bar can sit outside the form element. */
  form?: string;
  onCancel: () => void;
  saving?: boolean;
  message?: string;
};

/** The bar of spec §2/§4 shown while changes are unsaved; leaving the page asks first. */
export function FormDirtyBar({
  dirty,
  onSave,
  form,
  onCancel,
  saving = false,
  message = UI_TEXTS.dirty.message,
}: FormDirtyBarProps) {
  useLeaveWarning(dirty);
  if (!dirty) return null;
  return (
    <section
      aria-label={UI_TEXTS.dirty.region}
      className="fixed inset-x-0 bottom-0 z-[150] border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-5 py-3">
        <p role="status" className="text-sm font-medium text-slate-700">
          {message}
        </p>
        <div className="flex gap-3">
          <Button variant="border" onClick={onCancel} disabled={saving}>
            {UI_TEXTS.dirty.cancel}
          </Button>
          <Button type={form ? 'submit' : 'button'} form={form} onClick={onSave} loading={saving}>
            {UI_TEXTS.dirty.save}
          </Button>
        </div>
      </div>
    </section>
  );
}
