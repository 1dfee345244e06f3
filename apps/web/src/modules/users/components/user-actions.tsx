import { useState } from 'react';
import { allows, effectiveScope, isFullAdmin, USERS_WRITE } from '@energiek/contracts/access';
import type { UserItem } from '@energiek/contracts/users';
import { useNavigate } from 'react-router';
import { RowIconButton } from '../../../components/row-actions.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ContextMenuButton } from '../../../components/ui/context-menu.tsx';
import type { ContextMenuItem } from '../../../components/ui/context-menu-context.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { startViewAlong } from '../../../lib/view-along.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useProfile } from '../../../lib/auth.ts';
import { useRoleOptions } from '../api/lookups.ts';
import { useDeactivateUser, useResetTwoStep } from '../api/users.ts';
import { USERS_TEXTS } from '../texts.ts';

type UserActionsProps = { user: UserItem; currentUserId: number };
type Confirm = 'deactivate' | 'reset' | null;

/**
 * The row actions of the users list: edit, view-along, reset two-step and deactivate (both confirmed).
 * The same four sit in the row's context menu: right-click the row, or its '⋯' button.
 */
export function UserActions({ user, currentUserId }: UserActionsProps) {
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [starting, setStarting] = useState(false);
  const deactivate = useDeactivateUser();
  const reset = useResetTwoStep();
  const toast = useToast();
  const navigate = useNavigate();
  const isSelf = user.id === currentUserId;
  const profile = useProfile().data?.profile;
  const roles = useRoleOptions().data;
  // The grant rule (contracts access.ts): managing needs roles:write, and only a full admin touches a
  // full admin. The server refuses anyway; this hides what it would refuse.
  const roleScope = roles?.find((role) => role.id === user.roleId)?.scope ?? null;
  const target = { type: user.type, scope: effectiveScope(user.type, roleScope) };
  const mayManage = allows(profile, USERS_WRITE) && (isFullAdmin(profile) || !isFullAdmin(target));
  const mayAct = user.isActive && !isSelf;
  const texts = confirm === 'reset' ? USERS_TEXTS.resetTwoStep : USERS_TEXTS.deactivate;
  const mutation = confirm === 'reset' ? reset : deactivate;

  const onViewAlong = () => {
    setStarting(true);
    startViewAlong(user.id).catch((error: unknown) => {
      setStarting(false);
      toast.error(serverMessage(error) ?? USERS_TEXTS.viewAlongFailed);
    });
  };

  const onOk = () => {
    // mutateAsync: a deactivated user leaves the (active) list, and this row with it, before the
    // per-call callbacks of mutate() would run.
    mutation
      .mutateAsync(user.id)
      .then(() => toast.success(texts.done(user.name)))
      .catch((error: unknown) => toast.error(serverMessage(error)))
      .finally(() => setConfirm(null));
  };

  const menuItems: ContextMenuItem[] = [
    {
      label: USERS_TEXTS.actions.edit,
      icon: 'edit',
      onSelect: () => void navigate(`/v3/users/${user.id}/edit`),
    },
    {
      label: USERS_TEXTS.actions.viewAlong,
      icon: 'user',
      onSelect: onViewAlong,
      disabled: !mayAct || starting,
    },
    {
      label: USERS_TEXTS.actions.resetTwoStep,
      icon: 'key',
      onSelect: () => setConfirm('reset'),
      disabled: !mayAct || !mayManage || !user.twoStepEnabled,
    },
    {
      label: USERS_TEXTS.actions.deactivate,
      icon: 'blocked',
      onSelect: () => setConfirm('deactivate'),
      danger: true,
      disabled: !mayAct || !mayManage,
    },
  ];

  return (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      <ButtonLink
        variant="transparent"
        icon="edit"
        hideLabel
        label={`${USERS_TEXTS.actions.edit}: ${user.name}`}
        title={USERS_TEXTS.actions.edit}
        to={`/v3/users/${user.id}/edit`}
      />
      {mayAct ? (
        <>
          <Button
            variant="border"
            icon="user"
            loading={starting}
            onClick={onViewAlong}
            aria-label={`${USERS_TEXTS.actions.viewAlong}: ${user.name}`}
          >
            {USERS_TEXTS.actions.viewAlong}
          </Button>
          {user.twoStepEnabled && mayManage ? (
            <RowIconButton
              icon="key"
              action={USERS_TEXTS.actions.resetTwoStep}
              name={user.name}
              onClick={() => setConfirm('reset')}
            />
          ) : null}
          {mayManage ? (
            <RowIconButton
              icon="blocked"
              action={USERS_TEXTS.actions.deactivate}
              name={user.name}
              onClick={() => setConfirm('deactivate')}
            />
          ) : null}
        </>
      ) : null}
      <ContextMenuButton items={menuItems} label={USERS_TEXTS.actions.menu(user.name)} contextTarget="tr" />
      <Modal
        open={confirm !== null}
        title={texts.title}
        onClose={() => setConfirm(null)}
        onOk={onOk}
        okLabel={texts.ok}
        okLoading={mutation.isPending}
      >
        <p className="text-sm text-slate-700">{texts.text(user.name)}</p>
      </Modal>
    </div>
  );
}
