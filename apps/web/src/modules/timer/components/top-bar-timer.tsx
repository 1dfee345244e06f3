import { Suspense, lazy, useState } from 'react';
import type { CustomerRef } from '@energiek/contracts/auth';
import { formatDuration } from '@energiek/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTimer } from '../use-timer.ts';
import { TIMER_TEXTS } from '../texts.ts';

// The registration form (customer picker, hours contract) is not part of the shell's first load: it
// loads when 'Tijd registreren' is pointed at or focused, so it is normally there when chosen.
const loadRegisterTimeDialog = () => import('./register-time-dialog.tsx');
// A chunk that did not load (a new deploy) is tried again when the dialog opens.
const preloadRegisterTimeDialog = () => void loadRegisterTimeDialog().catch(() => undefined);
const RegisterTimeDialog = lazy(async () => ({
  default: (await loadRegisterTimeDialog()).RegisterTimeDialog,
}));

type TopBarTimerProps = { userId: number; customer: CustomerRef | null };

/** The admin's time registration timer in the top bar (spec §2, §4 Timer). */
export function TopBarTimer({ userId, customer }: TopBarTimerProps) {
  const timer = useTimer(userId);
  const [dialog, setDialog] = useState<'register' | 'discard' | null>(null);

  return (
    <div
      role="group"
      aria-label={TIMER_TEXTS.label}
      className="flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-1 pl-3"
    >
      <Icon name="clock" className="size-4 text-slate-500" />
      <span
        className="min-w-[3.5rem] px-1 text-center font-mono text-sm font-semibold text-slate-800 tabular-nums"
        data-testid="timer-value"
        aria-live="off"
      >
        {formatDuration(timer.seconds)}
      </span>
      {timer.status === 'running' ? (
        <Button variant="transparent" onClick={timer.pause}>
          {TIMER_TEXTS.pause}
        </Button>
      ) : (
        <Button variant="transparent" onClick={timer.start}>
          {timer.status === 'paused' ? TIMER_TEXTS.resume : TIMER_TEXTS.start}
        </Button>
      )}
      {timer.status === 'paused' ? (
        <>
          <Button
            variant="transparent"
            onPointerEnter={preloadRegisterTimeDialog}
            onFocus={preloadRegisterTimeDialog}
            onClick={() => setDialog('register')}
          >
            {TIMER_TEXTS.register}
          </Button>
          <Button
            variant="transparent"
            icon="trash"
            label={TIMER_TEXTS.discard}
            hideLabel
            onClick={() => setDialog('discard')}
          />
        </>
      ) : null}
      {dialog === 'register' ? (
        <Suspense fallback={null}>
          <RegisterTimeDialog
            seconds={timer.seconds}
            defaultCustomer={customer}
            onClose={() => setDialog(null)}
            onRegistered={() => {
              setDialog(null);
              timer.reset();
            }}
          />
        </Suspense>
      ) : null}
      <Modal
        open={dialog === 'discard'}
        title={TIMER_TEXTS.discard}
        onClose={() => setDialog(null)}
        onOk={() => {
          setDialog(null);
          timer.reset();
        }}
        okLabel={TIMER_TEXTS.discardOk}
      >
        <p>{TIMER_TEXTS.discardConfirm}</p>
      </Modal>
    </div>
  );
}
