import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm as ContractFormState } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { UI_TEXTS } from '../ui/texts.ts';
import { ContractForm } from './contract-form.tsx';

type FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>> = {
  /** From useDialogForm: the form's schema, save, toasts and the server's field errors. */
  contract: ContractFormState<S>;
  title: string;
  /** The submit button's label ('Opslaan', 'Uploaden' …). */
  submitLabel: string;
  onClose: () => void;
  size?: 'medium' | 'large';
  /** While true (an upload under way) the dialog cannot be closed: no Escape, no ×, Annuleren disabled. */
  busy?: boolean;
  /** Classes of the form element (the fields' layout). */
  className?: string;
  /** The submit button is off (nothing to send yet, e.g. no file chosen). */
  submitDisabled?: boolean;
  /** Further footer buttons, before Annuleren (e.g. 'Link weghalen'); they do not submit the form. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The one form dialog: a modal holding a contract form, with Annuleren and the submit button in its
 * footer. A backdrop click does not close it, so a stray click loses no input.
 */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  contract,
  title,
  submitLabel,
  onClose,
  size = 'medium',
  busy = false,
  className,
  submitDisabled = false,
  actions,
  children,
}: FormDialogProps<S>) {
  return (
    <Modal
      open
      size={size}
      title={title}
      onClose={busy ? undefined : onClose}
      closeOnBackdrop={false}
      footer={
        <>
          {actions}
          <Button variant="border" disabled={busy} onClick={onClose}>
            {UI_TEXTS.cancel}
          </Button>
          <Button type="submit" form={contract.formId} disabled={submitDisabled} loading={contract.saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <ContractForm contract={contract} className={className}>
        {children}
      </ContractForm>
    </Modal>
  );
}
