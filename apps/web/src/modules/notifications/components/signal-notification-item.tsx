import type { SignalNotificationItem as Item } from '@energiek/contracts/signals';
import { SIGNAL_TEXTS } from '../signal-texts.ts';
import { BellItem } from './bell-item.tsx';

/** The customer's signals page of the signal's module, with the signal opened. */
export function signalNotificationPath(item: Item): string {
  const { customerId, module, status, id } = item.signal;
  return `/v3/customers/${customerId}/signals/${module}/${status}?signal=${id}`;
}

const SEVERITY_CLASSES: Record<number, string> = {
  1: 'bg-slate-100 text-slate-700',
  2: 'bg-amber-100 text-amber-900',
  3: 'bg-red-100 text-red-800',
};

/** One signal notification: opening an unread one marks it read and opens the signal. */
export function SignalNotificationItem({
  item,
  onOpen,
  onMarkUnread,
}: {
  item: Item;
  onOpen: (item: Item) => void;
  onMarkUnread: (item: Item) => void;
}) {
  return (
    <BellItem
      testId="signal-notification"
      isRead={item.isRead}
      to={signalNotificationPath(item)}
      badge={{
        className: SEVERITY_CLASSES[item.signal.severity] ?? SEVERITY_CLASSES[1]!,
        title: SIGNAL_TEXTS.severity,
        text: '!',
      }}
      heading={SIGNAL_TEXTS.reason[item.reason]}
      createdAt={item.createdAt}
      onOpen={() => onOpen(item)}
      onMarkUnread={() => onMarkUnread(item)}
    >
      <span className="block text-sm break-words text-slate-800">{item.signal.title}</span>
      <span className="block text-xs text-slate-500">{item.customer.name}</span>
    </BellItem>
  );
}
