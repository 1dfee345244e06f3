import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { ContactItem } from '@energiek/contracts/contacts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { CONTACTS_TEXTS } from '../texts.ts';

const T = CONTACTS_TEXTS.card;

type ContactCardProps = {
  contact: ContactItem;
  /** organisation-contacts:write: edit and delete buttons. */
  canWrite: boolean;
  editTo: string;
  onDelete: (contact: ContactItem) => void;
};

/** One contact (spec §2): function, e-mail, telephone and mobile; clicking a value copies it. */
export function ContactCard({ contact, canWrite, editTo, onDelete }: ContactCardProps) {
  const rows: { label: string; value: string | null }[] = [
    { label: T.function, value: contact.function },
    { label: T.emailAddress, value: contact.emailAddress },
    { label: T.telephoneNumber, value: contact.telephoneNumber },
    { label: T.mobileNumber, value: contact.mobileNumber },
  ];
  return (
    <Card
      title={contact.fullName}
      landmark
      actions={
        canWrite ? (
          <>
            <ButtonLink
              variant="transparent"
              icon="edit"
              label={T.edit(contact.fullName)}
              hideLabel
              to={editTo}
            />
            <Button
              variant="transparent"
              icon="trash"
              label={T.delete(contact.fullName)}
              hideLabel
              onClick={() => onDelete(contact)}
            />
          </>
        ) : null
      }
    >
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[7.5rem_1fr] items-baseline gap-2">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="min-w-0">
              {row.value ? (
                <CopyValue label={row.label} value={row.value} />
              ) : (
                <span className="text-slate-400">—</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * Lets a long e-mail address wrap after '@' and before dots rather than in the middle of a word
 * (the break opportunities are invisible and are not copied).
 */
function withBreaks(value: string): ReactNode[] {
  return value.split(/(?=[.])|(?<=@)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

function CopyValue({ label, value }: { label: string; value: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      title={T.copy(label, value)}
      className="group inline-flex max-w-full items-center gap-1.5 rounded text-left break-words text-slate-900 hover:text-brand-700"
    >
      <span className="sr-only">{T.copy(label, '')}</span>
      <span className="min-w-0">{withBreaks(value)}</span>
      <Icon name="copy" className="size-3.5 shrink-0 text-slate-400 group-hover:text-brand-600" />
    </button>
  );
}
