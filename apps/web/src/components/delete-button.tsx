import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './ui/button.tsx';
import { Modal } from './ui/modal.tsx';
import { useToast } from './ui/use-toast.ts';
import { saveErrorMessage, serverMessage } from '../lib/api-errors.ts';

/** The texts of a record's delete button and its confirmation (an area's `remove` texts). */
export type DeleteTexts = {
  /** The button ("Verwijderen"). */
  button: string;
  /** The confirmation's title and text. */
  title: string;
  body: ReactNode;
  /** The confirmation's OK label; the button's text when omitted. */
  confirm?: string;
  /** The toast after deleting. */
  done: string;
};

export type DeleteButtonProps = {
  texts: DeleteTexts;
  /** Deletes the record; a rejection closes the confirmation with a toast and stays on the page. */
  run: () => Promise<unknown>;
  pending: boolean;
  /** Where to go after deleting. */
  to: string;
  /** The toast when deleting fails (default: the API's message). */
  errorText?: ((error: unknown) => string | undefined) | undefined;
};

/** A record's delete button with its confirmation: deletes, says so and goes to the list. */
export function DeleteButton({ texts, run, pending, to, errorText }: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const onDelete = () => {
    run().then(
      () => {
        toast.success(texts.done);
        void navigate(to);
      },
      (error: unknown) => {
        setConfirming(false);
        toast.error(errorText?.(error) ?? saveErrorMessage(error));
      },
    );
  };
  return (
    <>
      <Button variant="border" icon="trash" onClick={() => setConfirming(true)}>
        {texts.button}
      </Button>
      <Modal
        open={confirming}
        title={texts.title}
        onClose={() => setConfirming(false)}
        onOk={onDelete}
        okLabel={texts.confirm ?? texts.button}
        okLoading={pending}
        destructive
      >
        <p>{texts.body}</p>
      </Modal>
    </>
  );
}

type DeleteRecordButtonProps = {
  texts: DeleteTexts;
  /** The area's delete mutation (its variable is the record's id). */
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  id: number;
  /** Where to go after deleting. */
  to: string;
};

/**
 * The delete button of a record page outside EditPage: deletes the record through the area's delete
 * mutation; a refusal shows the server's reason, else the confirmation's title.
 */
export function DeleteRecordButton({ texts, remove, id, to }: DeleteRecordButtonProps) {
  return (
    <DeleteButton
      texts={texts}
      run={() => remove.mutateAsync(id)}
      pending={remove.isPending}
      to={to}
      errorText={(error) => serverMessage(error) ?? texts.title}
    />
  );
}
