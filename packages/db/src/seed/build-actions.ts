import { localDayOf } from '@energiek/domain/local-time';
import { addDays } from '@energiek/domain/calendar';
import type { NewAction, NewActionComment } from '../schema/actions.ts';

// Demo actions, notes and comments for the first three customers (De Vries Bakkerij, Kwekerij Westland
// Glas and the third), deadlines relative to today so the overview always shows open, due and overdue
// work. The subjects of the demo notifications are among them, so those notifications link to an action.

type Person = 'admin' | 'accountManager' | 'colleague' | 'staff';

type DemoAction = {
  customer: number;
  type: 'action' | 'note';
  subject: string;
  description: string | null;
  status?: number;
  priority?: number;
  deadlineInDays?: number | null;
  assignee?: Person | null;
  createdBy: Person;
  daysAgo: number;
  /** Linked to the customer's first connection. */
  withConnection?: boolean;
  /** Shown to the customer's staff ("zichtbaar voor klant"); otherwise internal (actions and notes alike). */
  visibleToCustomer?: boolean;
  comments?: { by: Person; text: string; minutesAgo: number }[];
};

const DEMO_ACTIONS: DemoAction[] = [
  {
    customer: 0,
    type: 'action',
    subject: 'Jaarafrekening elektriciteit controleren',
    description: 'Jaarafrekening 2026 van de leverancier naast de meterstanden en het contracttarief leggen.',
    priority: 3,
    deadlineInDays: 7,
    assignee: 'admin',
    createdBy: 'accountManager',
    daysAgo: 1,
    withConnection: true,
    comments: [
      { by: 'accountManager', text: 'De afrekening staat in de bibliotheek onder Facturen.', minutesAgo: 30 },
    ],
  },
  {
    customer: 0,
    type: 'action',
    subject: 'Meterstanden opvragen',
    description: 'Meterstanden van de winkel in Utrecht opvragen voor de overstap.',
    status: 3,
    deadlineInDays: -3,
    assignee: 'admin',
    createdBy: 'admin',
    daysAgo: 12,
    // The customer is asked for something: this action is shared with them.
    visibleToCustomer: true,
    comments: [
      { by: 'admin', text: 'Klant gemaild, wacht op foto van de meter.', minutesAgo: 60 * 24 * 5 },
      { by: 'staff', text: 'Foto volgt deze week.', minutesAgo: 60 * 24 * 4 },
    ],
  },
  {
    customer: 0,
    type: 'note',
    subject: 'Meterstanden gasaansluiting opvragen',
    description: 'Telefonisch besproken met de eigenaar: de gasmeter wordt in het voorjaar vervangen.',
    createdBy: 'colleague',
    visibleToCustomer: true,
    daysAgo: 9,
  },
  {
    customer: 0,
    type: 'action',
    subject: 'Teruggaaf energiebelasting aanvragen',
    description: null,
    status: 4,
    deadlineInDays: -20,
    assignee: 'accountManager',
    createdBy: 'admin',
    daysAgo: 40,
  },
  {
    customer: 1,
    type: 'action',
    subject: 'Offerte zonnepanelen bespreken met klant',
    description: 'Offerte van 420 panelen op de kas; terugverdientijd doorrekenen met de nieuwe tarieven.',
    status: 2,
    deadlineInDays: 14,
    assignee: 'admin',
    createdBy: 'colleague',
    daysAgo: 3,
    comments: [{ by: 'colleague', text: 'Rekenmodel staat klaar, graag even naar kijken.', minutesAgo: 95 }],
  },
  {
    customer: 1,
    type: 'action',
    subject: 'Capaciteit aansluiting laten aanpassen',
    description: 'Gecontracteerd vermogen verlagen na de verbouwing van de kassen.',
    priority: 1,
    deadlineInDays: 30,
    assignee: 'accountManager',
    createdBy: 'admin',
    daysAgo: 6,
    withConnection: true,
    visibleToCustomer: true,
  },
  {
    customer: 1,
    type: 'note',
    subject: 'Bezoek op locatie',
    description: 'Rondleiding gehad; warmtekrachtkoppeling draait op volle last tijdens de winter.',
    createdBy: 'accountManager',
    daysAgo: 15,
  },
  {
    customer: 2,
    type: 'action',
    subject: 'Energiecontract 2027 verlengen',
    description: 'Voorstel van twee leveranciers vergelijken en aan de klant voorleggen.',
    status: 3,
    deadlineInDays: 21,
    assignee: 'accountManager',
    createdBy: 'accountManager',
    daysAgo: 8,
  },
  {
    customer: 2,
    type: 'action',
    subject: 'Factuur controleren',
    description: 'Netbeheerkosten oktober lijken dubbel in rekening gebracht.',
    priority: 3,
    deadlineInDays: -1,
    assignee: 'admin',
    createdBy: 'accountManager',
    daysAgo: 4,
  },
];

/** YYYY-MM-DD of a day relative to today in Amsterdam. */
function dayFromNow(now: Date, days: number): string {
  return addDays(localDayOf(now), days);
}

export type DemoActionRow = { action: NewAction; comments: Omit<NewActionComment, 'actionId'>[] };

export function buildDemoActions(
  ids: {
    people: Record<Person, number>;
    customers: readonly number[];
    /** The first connection of each of those customers (or undefined). */
    connections: readonly (number | undefined)[];
  },
  now: Date = new Date(),
): DemoActionRow[] {
  return DEMO_ACTIONS.flatMap((spec) => {
    const customerId = ids.customers[spec.customer];
    if (customerId === undefined) return [];
    const createdAt = new Date(now.getTime() - spec.daysAgo * 86_400_000);
    const status = spec.type === 'note' ? 1 : (spec.status ?? 1);
    const action: NewAction = {
      customerId,
      type: spec.type,
      subject: spec.subject,
      description: spec.description,
      status,
      priority: spec.priority ?? 2,
      deadline:
        spec.deadlineInDays === undefined || spec.deadlineInDays === null
          ? null
          : dayFromNow(now, spec.deadlineInDays),
      assigneeId: spec.assignee ? ids.people[spec.assignee] : null,
      connectionId: spec.withConnection ? (ids.connections[spec.customer] ?? null) : null,
      createdById: ids.people[spec.createdBy],
      visibleToCustomer: spec.visibleToCustomer === true || spec.createdBy === 'staff',
      completedAt: status === 4 ? new Date(now.getTime() - 86_400_000) : null,
      createdAt,
      updatedAt: createdAt,
    };
    const comments = (spec.comments ?? []).map((comment) => {
      const at = new Date(now.getTime() - comment.minutesAgo * 60_000);
      return { userId: ids.people[comment.by], content: comment.text, createdAt: at, updatedAt: at };
    });
    return [{ action, comments }];
  });
}
