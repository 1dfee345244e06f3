import { describe, expect, it } from 'vitest';
import type { ActionItem } from '@energiek/contracts/actions';
import { initialActionValues, toActionBody } from './action-form.tsx';

const action: ActionItem = {
  id: 4,
  customerId: 7,
  customer: { id: 7, name: 'Bakkerij Jansen B.V.' },
  type: 'action',
  subject: 'Contract verlengen',
  description: null,
  status: 2,
  statusName: 'In behandeling',
  priority: 3,
  priorityName: 'Hoog',
  deadline: '2026-12-31',
  isOverdue: false,
  assigneeId: 12,
  assignee: { id: 12, name: 'Bram de Boer' },
  connectionId: 9,
  connection: { id: 9, ean: '871234567890123456', product: 1, address: 'Dorpsstraat 1, 1234 AB Utrecht' },
  createdById: 1,
  createdBy: { id: 1, name: 'Anna Jansen' },
  completedAt: null,
  commentCount: 0,
  visibleToCustomer: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('action form values', () => {
  it('starts a new action open, normal priority, unassigned', () => {
    expect(initialActionValues()).toEqual({
      subject: '',
      description: '',
      status: '1',
      priority: '2',
      deadline: null,
      assigneeId: '',
      connection: null,
      visibleToCustomer: false,
    });
  });

  it('sends an action with numbers and nulls, and a note with subject and text only', () => {
    const values = initialActionValues(action);
    expect(toActionBody(values, false)).toEqual({
      subject: 'Contract verlengen',
      description: null,
      status: 2,
      priority: 3,
      deadline: '2026-12-31',
      assigneeId: 12,
      connectionId: 9,
      visibleToCustomer: false,
    });
    const cleared = { ...values, assigneeId: '', connection: null, deadline: null, description: '  Tekst ' };
    expect(toActionBody(cleared, false)).toMatchObject({
      assigneeId: null,
      connectionId: null,
      deadline: null,
      description: 'Tekst',
    });
    expect(toActionBody(cleared, true)).toEqual({
      subject: 'Contract verlengen',
      description: 'Tekst',
      visibleToCustomer: false,
    });
    expect(toActionBody({ ...cleared, visibleToCustomer: true }, true)).toMatchObject({
      visibleToCustomer: true,
    });
  });
});
