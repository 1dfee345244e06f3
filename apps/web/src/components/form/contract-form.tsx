import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm as ContractFormState } from '../../lib/use-contract-form.ts';
import { reloadWithoutAsking } from '../../lib/use-leave-warning.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { UI_TEXTS } from '../ui/texts.ts';
import { FormDirtyBar } from '../ui/form-dirty-bar.tsx';

type ContractFormProps<S extends z.ZodType<FieldValues, FieldValues>> = {
  contract: ContractFormState<S>;
  children: ReactNode;
  className?: string;
  /** Shown to a reader: every field disabled (one fieldset), no dirty bar, nothing to submit. */
  readOnly?: boolean;
};

/**
 * The form element of a useContractForm form: validation by the browser off (the contract schema
 * validates), and on an edit form the dirty bar while something changed. A create form has its own
 * buttons (FormActions) and no dirty bar, so save is never offered twice. A read-only form disables
 * every field at once and offers no save.
 */
export function ContractForm<S extends z.ZodType<FieldValues, FieldValues>>({
  contract,
  children,
  className,
  readOnly = false,
}: ContractFormProps<S>) {
  if (readOnly) {
    return (
      <form
        id={contract.formId}
        onSubmit={(event) => event.preventDefault()}
        noValidate
        className={className}
      >
        <fieldset disabled className="contents">
          {children}
        </fieldset>
      </form>
    );
  }
  return (
    <form id={contract.formId} onSubmit={contract.onSubmit} noValidate className={className}>
      {contract.stale !== null ? (
        <Alert tone="warning" title={UI_TEXTS.stale.title} className="mb-4">
          <p>{contract.stale}</p>
          <p className="mt-1">{UI_TEXTS.stale.hint}</p>
          <Button type="button" variant="border" className="mt-2" onClick={reloadWithoutAsking}>
            {UI_TEXTS.stale.reload}
          </Button>
        </Alert>
      ) : null}
      {children}
      {contract.kind === 'edit' ? (
        <FormDirtyBar
          dirty={contract.dirty}
          form={contract.formId}
          saving={contract.saving}
          onCancel={contract.cancel}
        />
      ) : null}
    </form>
  );
}

type FormActionsProps = {
  submitLabel: string;
  /** The cancel link's text (default Annuleren). */
  cancelLabel?: string;
  /** Where Annuleren leads. */
  cancelTo: string;
  saving: boolean;
};

/** The form's own buttons, right-aligned below the fields: Annuleren (a link) and the submit button. */
export function FormActions({
  submitLabel,
  cancelLabel = UI_TEXTS.cancel,
  cancelTo,
  saving,
}: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <ButtonLink variant="border" to={cancelTo}>
        {cancelLabel}
      </ButtonLink>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** The submit button of a form that saves on its own (no dirty bar), right-aligned below the fields. */
export function FormSubmit({ label, saving }: { label: string; saving: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={saving}>
        {label}
      </Button>
    </div>
  );
}
