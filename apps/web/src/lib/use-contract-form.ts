import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  DefaultValues,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormHandleSubmit,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../components/ui/use-toast.ts';
import { isApiError } from './api-client.ts';
import { fieldErrors, saveErrorMessage, serverMessage } from './api-errors.ts';
import { fieldErrorToast, firstFieldError } from './form-errors.ts';
import { useAfterSave } from './use-after-save.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

// The one form hook (issue «Ready for fifteen more areas», §3): react-hook-form validated by the area's
// contract schema, the server's 422 field errors set on the fields, the leave guard while changed, and
// the toasts after a save. <ContractForm> (components/form) renders the form element and the dirty bar.

type ObjectSchema = z.ZodType<FieldValues, FieldValues>;

export type ContractFormKind = 'create' | 'edit';

export type ContractFormOptions<S extends ObjectSchema, R> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * 'create': the form's own buttons save and no dirty bar shows (it would repeat them); 'edit': the
   * dirty bar offers save and undo while something changed. Both ask before leaving unsaved changes.
   */
  kind: ContractFormKind;
  /** Sends the parsed values (the schema's output); resolves with the saved item. */
  save: (values: z.output<S>) => Promise<R>;
  /** The success toast ('Het is gelukt' when omitted); false: none (the result shows itself). */
  savedMessage?: string | false | ((result: R) => string);
  /** Where to go after a save, without the unsaved-changes question; stay on the form when omitted. */
  savedTo?: string | ((result: R) => string);
  /** Dutch field labels, so the error toast says which field is wrong. */
  labels?: Readonly<Record<string, unknown>>;
  /**
   * Where a server error lands when the form's fields differ from the body it sent: gets the error's
   * path ('services.0.startDate', 'folder') and the submitted form values, returns the form field
   * ('services.3.startDate', 'newFolder'). Paths it returns undefined for stay as they are.
   */
  errorField?: (path: string, submitted: z.input<S>) => string | undefined;
  /**
   * Shows a refusal itself (an import's errors per sheet and row, which are no form fields): returns
   * true when it did, and then no field errors or toast follow.
   */
  onRefused?: (error: unknown) => boolean;
  /**
   * false: a field error shows at its field only, no toast (a one-field form inside a dialog, where the
   * toast would cover the dialog's close button).
   */
  fieldErrorToasts?: false;
  /** A create form that stays for the next entry: after a save its fields go back to `defaultValues`. */
  clearAfterSave?: true;
};

/** The server's field errors keyed by form field (see `errorField`); the first message per field wins. */
export function serverFieldErrors<V>(
  errors: Readonly<Record<string, string>>,
  submitted: V,
  errorField?: (path: string, submitted: V) => string | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = errorField?.(path, submitted) ?? path;
    result[field] ??= message;
  }
  return result;
}

export type ContractForm<S extends ObjectSchema> = {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  formId: string;
  kind: ContractFormKind;
  /** The form element's onSubmit. */
  onSubmit: ReturnType<UseFormHandleSubmit<z.input<S>, z.output<S>>>;
  saving: boolean;
  dirty: boolean;
  /** Undo: back to the last saved values. */
  cancel: () => void;
  /** The error message of a field (client or server), for the field's `error` prop. */
  errorOf: (name: Path<z.input<S>>) => string | undefined;
  /** After a 409: the server's message (someone else saved since this form's read), else null. */
  stale: string | null;
  /**
   * A registered field's props at once: its label (`label`, else the form's `labels[name]`), its error
   * and its registration — `<TextField required {...contract.field('firstName')} />`.
   */
  field: <N extends Path<z.input<S>>>(
    name: N,
    label?: string,
  ) => { label: string; error: string | undefined } & UseFormRegisterReturn<N>;
};

function resolve<T>(value: T | ((result: never) => T) | undefined, result: unknown): T | undefined {
  return typeof value === 'function' ? (value as (result: unknown) => T)(result) : value;
}

export function useContractForm<S extends ObjectSchema, R>(
  options: ContractFormOptions<S, R>,
): ContractForm<S> {
  const { schema, defaultValues, kind, save, savedMessage, savedTo, labels, errorField, onRefused } = options;
  const clearAfterSave = options.clearAfterSave === true;
  const toastFieldErrors = options.fieldErrorToasts !== false;
  const resolver = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues });
  const formId = useId();
  const toast = useToast();
  const afterSave = useAfterSave();
  const { isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty);
  const [stale, setStale] = useState<string | null>(null);

  const failed = useCallback(
    (error: unknown, submitted: z.input<S>) => {
      if (onRefused?.(error)) return;
      if (isApiError(error) && error.status === 409) {
        // Saved by someone else since this form's read: nothing was stored; the form offers the newest.
        setStale(serverMessage(error) ?? '');
        toast.error(serverMessage(error));
        return;
      }
      const server = serverFieldErrors(fieldErrors(error), submitted, errorField);
      const names = Object.keys(server);
      names.forEach((name, index) =>
        form.setError(
          name as Path<z.input<S>>,
          { type: 'server', message: server[name] },
          { shouldFocus: index === 0 },
        ),
      );
      const first = names[0];
      if (first === undefined) toast.error(saveErrorMessage(error));
      else if (toastFieldErrors)
        toast.error(fieldErrorToast({ name: first, message: server[first] ?? '' }, labels));
    },
    [errorField, form, labels, onRefused, toast, toastFieldErrors],
  );

  const invalid = useCallback(
    (errors: FieldErrors<z.input<S>>) => {
      const first = firstFieldError(errors);
      if (first && !toastFieldErrors) return;
      toast.error(first ? fieldErrorToast(first, labels) : undefined);
    },
    [labels, toast, toastFieldErrors],
  );

  const onSubmit = useMemo(
    () =>
      form.handleSubmit(async (values) => {
        const submitted = form.getValues();
        let result: R;
        try {
          result = await save(values);
        } catch (error) {
          failed(error, submitted);
          return;
        }
        // The submitted values are now the saved state (or, clearing, the empty form): not dirty, undo
        // returns here.
        form.reset(clearAfterSave ? defaultValues : form.getValues());
        const message = resolve(savedMessage, result);
        const to = resolve(savedTo, result);
        if (to !== undefined) afterSave.leave(message || '', to);
        else if (message !== false) toast.success(message);
      }, invalid),
    [afterSave, clearAfterSave, defaultValues, failed, form, invalid, save, savedMessage, savedTo, toast],
  );

  const errorOf = (name: Path<z.input<S>>) => form.getFieldState(name, form.formState).error?.message;

  return {
    form,
    formId,
    kind,
    onSubmit,
    saving: isSubmitting,
    dirty: isDirty,
    cancel: () => form.reset(),
    stale,
    errorOf,
    field: (name, label) => {
      const named = label ?? labels?.[name];
      return {
        label: typeof named === 'string' ? named : name,
        error: errorOf(name),
        ...form.register(name),
      };
    },
  };
}

export type DialogFormOptions<S extends ObjectSchema, R> = Omit<
  ContractFormOptions<S, R>,
  'kind' | 'savedTo'
> & {
  /**
   * Closes the dialog: called with the saved result once the save succeeded (before the toast); not after
   * a failed one.
   */
  onClose: (saved: R) => void;
};

/** The contract form of a dialog (<FormDialog>): its own buttons, so no dirty bar; closed once saved. */
export function useDialogForm<S extends ObjectSchema, R>({
  onClose,
  save,
  ...options
}: DialogFormOptions<S, R>): ContractForm<S> {
  return useContractForm({
    ...options,
    kind: 'create',
    save: async (values) => {
      const saved = await save(values);
      onClose(saved);
      return saved;
    },
  });
}
