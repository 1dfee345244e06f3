import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  ACTION_PRIORITIES,
  ACTION_PRIORITY_NAMES,
  ACTION_STATUSES,
  ACTION_STATUS_NAMES,
  actionUpdateSchema,
  NOTE_VISIBILITY_TEXT,
  type ActionItem,
  type ActionUpdate,
} from '@energiek/contracts/actions';
import { text } from '@energiek/contracts/primitives';
import { ContractDate } from '../../../components/form/contract-fields.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { ConnectionPicker } from '../../../components/pickers/connection-picker.tsx';
import type { PickedConnection } from '../../../components/pickers/connection-picker.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useAssignees } from '../api/actions.ts';
import { ACTIONS_TEXTS } from '../texts.ts';
import { SubjectField } from './subject-field.tsx';

const actionFormFields = z.object({
  subject: text(),
  description: text(),
  status: text(),
  priority: text(),
  deadline: text().nullable(),
  assigneeId: text(),
  connection: z.custom<PickedConnection>().nullable(),
  /** "Zichtbaar voor klant" (otherwise internal), actions and notes alike. */
  visibleToCustomer: z.boolean(),
});
export type ActionFormValues = z.output<typeof actionFormFields>;

export function initialActionValues(action?: ActionItem): ActionFormValues {
  return {
    subject: action?.subject ?? '',
    description: action?.description ?? '',
    status: String(action?.status ?? 1),
    priority: String(action?.priority ?? 2),
    deadline: action?.deadline ?? null,
    assigneeId: action?.assigneeId ? String(action.assigneeId) : '',
    connection: action?.connection
      ? { id: action.connection.id, ean: action.connection.ean, address: action.connection.address }
      : null,
    visibleToCustomer: action?.visibleToCustomer ?? false,
  };
}

/** The body of POST/PATCH customers/{id}/actions; a note sends only its subject, text and visibility. */
export function toActionBody(values: ActionFormValues, isNote: boolean): ActionUpdate {
  const base = { subject: values.subject, description: values.description.trim() || null };
  if (isNote) return { ...base, visibleToCustomer: values.visibleToCustomer };
  return {
    ...base,
    visibleToCustomer: values.visibleToCustomer,
    status: Number(values.status),
    priority: Number(values.priority),
    deadline: values.deadline,
    assigneeId: values.assigneeId ? Number(values.assigneeId) : null,
    connectionId: values.connection?.id ?? null,
  };
}

/** The form's values (select values as strings) become the body, then the contract validates it. */
export function actionFormSchema(isNote: boolean) {
  return actionFormFields.transform((values) => toActionBody(values, isNote)).pipe(actionUpdateSchema);
}
export type ActionBody = z.output<ReturnType<typeof actionFormSchema>>;

type ActionFormProps = {
  kind: ContractFormKind;
  customerId: number;
  isNote: boolean;
  action?: ActionItem;
  submitLabel: string;
  cancelTo: string;
  save: (body: ActionBody) => Promise<ActionItem>;
  savedMessage: string;
  /** Where to go after saving; stay on the form when omitted. */
  savedTo?: (action: ActionItem) => string;
  /** Extra buttons on the left of the footer (delete). */
  extra?: ReactNode;
};

const STATUS_OPTIONS = ACTION_STATUSES.map((s) => ({ value: String(s), label: ACTION_STATUS_NAMES[s] }));
const PRIORITY_OPTIONS = ACTION_PRIORITIES.map((p) => ({
  value: String(p),
  label: ACTION_PRIORITY_NAMES[p],
}));
const T = ACTIONS_TEXTS.form;

/** Create and edit form of an action (subject with suggestions, workflow fields) or a note (subject, text). */
export function ActionForm({
  kind,
  customerId,
  isNote,
  action,
  submitLabel,
  cancelTo,
  save,
  savedMessage,
  savedTo,
  extra,
}: ActionFormProps) {
  const schema = useMemo(() => actionFormSchema(isNote), [isNote]);
  const contract = useContractForm({
    schema,
    defaultValues: initialActionValues(action),
    kind,
    save,
    savedMessage,
    ...(savedTo ? { savedTo } : {}),
    labels: { ...T, description: isNote ? T.text : T.description, connectionId: T.connection },
  });
  const { register, control } = contract.form;
  const assignees = useAssignees(isNote ? null : customerId);
  const canSeeConnections = usePermission({ can: 'organisation-connections:read' });
  // Only admins decide whether a note is internal; customer staff see (and write) shared notes only.
  const decidesVisibility = usePermission({ can: 'is:admin' });

  const assigneeOptions = (assignees.data ?? []).map((user) => ({
    value: String(user.id),
    label: user.name,
  }));
  // The current assignee stays visible even if they may no longer be chosen.
  if (action?.assignee && !assigneeOptions.some((o) => o.value === String(action.assignee?.id))) {
    assigneeOptions.unshift({ value: String(action.assignee.id), label: action.assignee.name });
  }

  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card title={T.details}>
        <div className="grid gap-4">
          <Controller
            control={control}
            name="subject"
            render={({ field }) => (
              <SubjectField
                customerId={customerId}
                label={T.subject}
                suggest={!isNote}
                value={field.value ?? ''}
                error={contract.errorOf('subject')}
                onChange={field.onChange}
              />
            )}
          />
          <Textarea
            rows={isNote ? 8 : 4}
            {...contract.field('description', isNote ? T.text : T.description)}
          />
          {decidesVisibility ? (
            <Checkbox
              label={NOTE_VISIBILITY_TEXT.label}
              hint={isNote ? NOTE_VISIBILITY_TEXT.hint : NOTE_VISIBILITY_TEXT.actionHint}
              {...register('visibleToCustomer')}
            />
          ) : null}
          {isNote ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                required
                placeholder={null}
                options={STATUS_OPTIONS}
                {...contract.field('status', T.status)}
              />
              <Select
                required
                placeholder={null}
                options={PRIORITY_OPTIONS}
                {...contract.field('priority', T.priority)}
              />
              <ContractDate contract={contract} name="deadline" label={T.deadline} />
              <Select
                placeholder={T.noAssignee}
                options={assigneeOptions}
                {...contract.field('assigneeId', T.assignee)}
              />
              {canSeeConnections ? (
                <Controller
                  control={control}
                  name="connection"
                  render={({ field }) => (
                    <ConnectionPicker
                      customerId={customerId}
                      label={T.connection}
                      value={field.value ?? null}
                      error={contract.errorOf('connectionId' as 'connection')}
                      onChange={field.onChange}
                    />
                  )}
                />
              ) : null}
            </div>
          )}
        </div>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>{extra}</div>
        <div className="flex gap-3">
          <ButtonLink variant="border" to={cancelTo}>
            {T.cancel}
          </ButtonLink>
          <Button type="submit" loading={contract.saving}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </ContractForm>
  );
}
