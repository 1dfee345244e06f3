import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  ACTION_PRIORITIES,
  ACTION_PRIORITY_NAMES,
  ACTION_STATUSES,
  ACTION_STATUS_NAMES,
  NOTE_VISIBILITY_TEXT,
  type ActionItem,
  type ActionUpdate,
} from '@energiek/contracts/actions';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormDirtyBar } from '../../../components/ui/form-dirty-bar.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useAssignees } from '../api/actions.ts';
import { ACTIONS_TEXTS } from '../texts.ts';
import { ConnectionPicker, type PickedConnection } from './connection-picker.tsx';
import { SubjectField } from './subject-field.tsx';

export type ActionFormValues = {
  subject: string;
  description: string;
  status: string;
  priority: string;
  deadline: string | null;
  assigneeId: string;
  connection: PickedConnection | null;
  /** Notes: "zichtbaar voor klant" (otherwise internal). */
  visibleToCustomer: boolean;
};

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
    status: Number(values.status),
    priority: Number(values.priority),
    deadline: values.deadline,
    assigneeId: values.assigneeId ? Number(values.assigneeId) : null,
    connectionId: values.connection?.id ?? null,
  };
}

type ActionFormProps = {
  customerId: number;
  isNote: boolean;
  action?: ActionItem;
  saving: boolean;
  errors: Record<string, string>;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (body: ActionUpdate) => void;
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
  customerId,
  isNote,
  action,
  saving,
  errors,
  submitLabel,
  cancelTo,
  onSubmit,
  extra,
}: ActionFormProps) {
  const formId = useId();
  const [initial, setInitial] = useState(() => initialActionValues(action));
  const [values, setValues] = useState(initial);
  const assignees = useAssignees(isNote ? null : customerId);
  const canSeeConnections = usePermission({ can: 'organisation-connections:read' });
  // Only admins decide whether a note is internal; customer staff see (and write) shared notes only.
  const decidesVisibility = usePermission({ can: 'is:admin' });
  const set = (next: Partial<ActionFormValues>) => setValues((current) => ({ ...current, ...next }));
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  // A saved record becomes the new starting point (the dirty bar goes away).
  const [savedAt, setSavedAt] = useState(action?.updatedAt);
  if (action && action.updatedAt !== savedAt) {
    setSavedAt(action.updatedAt);
    const next = initialActionValues(action);
    setInitial(next);
    setValues(next);
  }

  const assigneeOptions = (assignees.data ?? []).map((user) => ({
    value: String(user.id),
    label: user.name,
  }));
  // The current assignee stays visible even if they may no longer be chosen.
  if (action?.assignee && !assigneeOptions.some((o) => o.value === String(action.assignee?.id))) {
    assigneeOptions.unshift({ value: String(action.assignee.id), label: action.assignee.name });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(toActionBody(values, isNote));
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-6">
      <Card title={T.details}>
        <div className="grid gap-4">
          <SubjectField
            customerId={customerId}
            label={T.subject}
            suggest={!isNote}
            value={values.subject}
            error={errors.subject}
            onChange={(subject) => set({ subject })}
          />
          <Textarea
            label={isNote ? T.text : T.description}
            rows={isNote ? 8 : 4}
            value={values.description}
            error={errors.description}
            onChange={(event) => set({ description: event.target.value })}
          />
          {isNote && decidesVisibility ? (
            <Checkbox
              label={NOTE_VISIBILITY_TEXT.label}
              hint={NOTE_VISIBILITY_TEXT.hint}
              checked={values.visibleToCustomer}
              onChange={(event) => set({ visibleToCustomer: event.target.checked })}
            />
          ) : null}
          {isNote ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                label={T.status}
                required
                placeholder={null}
                options={STATUS_OPTIONS}
                value={values.status}
                error={errors.status}
                onChange={(event) => set({ status: event.target.value })}
              />
              <Select
                label={T.priority}
                required
                placeholder={null}
                options={PRIORITY_OPTIONS}
                value={values.priority}
                error={errors.priority}
                onChange={(event) => set({ priority: event.target.value })}
              />
              <DateInput
                label={T.deadline}
                value={values.deadline}
                error={errors.deadline}
                onChange={(deadline) => set({ deadline })}
              />
              <Select
                label={T.assignee}
                placeholder={T.noAssignee}
                options={assigneeOptions}
                value={values.assigneeId}
                error={errors.assigneeId}
                onChange={(event) => set({ assigneeId: event.target.value })}
              />
              {canSeeConnections ? (
                <ConnectionPicker
                  customerId={customerId}
                  value={values.connection}
                  error={errors.connectionId}
                  onChange={(connection) => set({ connection })}
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
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </div>
      </div>
      <FormDirtyBar dirty={dirty} form={formId} saving={saving} onCancel={() => setValues(initial)} />
    </form>
  );
}
