import { Link } from 'react-router';
import type { ActionItem } from '@energiek/contracts/actions';
import { formatDate } from '@energiek/contracts/format';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ACTIONS_TEXTS } from '../texts.ts';
import { PriorityText, StatusBadge } from './status-badge.tsx';

/** The edit screen of an action or note (spec §2 routes). */
export function editPath(item: Pick<ActionItem, 'id' | 'customerId' | 'type'>): string {
  return `/v3/customers/${item.customerId}/${item.type === 'note' ? 'notes' : 'actions'}/${item.id}/edit`;
}

const C = ACTIONS_TEXTS.columns;

export const subjectColumn: DataTableColumn<ActionItem> = {
  key: 'subject',
  header: C.subject,
  sortable: true,
  cell: (item) => (
    <Link to={editPath(item)} className="font-medium text-slate-900 hover:text-teal-800 hover:underline">
      {item.subject}
    </Link>
  ),
};

export const statusColumn: DataTableColumn<ActionItem> = {
  key: 'status',
  header: C.status,
  sortable: true,
  cell: (item) => (item.type === 'note' ? '—' : <StatusBadge status={item.status} name={item.statusName} />),
};

export const priorityColumn: DataTableColumn<ActionItem> = {
  key: 'priority',
  header: C.priority,
  sortable: true,
  cell: (item) =>
    item.type === 'note' ? '—' : <PriorityText priority={item.priority} name={item.priorityName} />,
};

export const deadlineColumn: DataTableColumn<ActionItem> = {
  key: 'deadline',
  header: C.deadline,
  sortable: true,
  cell: (item) =>
    item.deadline ? (
      <span
        className={`whitespace-nowrap tabular-nums ${item.isOverdue ? 'font-semibold text-red-700' : ''}`}
        data-overdue={item.isOverdue || undefined}
      >
        {formatDate(item.deadline)}
        {item.isOverdue ? <span className="sr-only"> ({ACTIONS_TEXTS.overdue})</span> : null}
      </span>
    ) : (
      '—'
    ),
};

export const assigneeColumn: DataTableColumn<ActionItem> = {
  key: 'assignee',
  header: C.assignee,
  cell: (item) => item.assignee?.name ?? (item.type === 'note' ? '—' : ACTIONS_TEXTS.nobody),
};

export const customerColumn: DataTableColumn<ActionItem> = {
  key: 'customer',
  header: C.customer,
  sortable: true,
  cell: (item) => item.customer.name,
};
