import { useState } from 'react';
import { formatDuration } from '@energiek/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { ping } from '../api/ping.ts';
import { SESSION_TEXTS } from '../texts.ts';
import { useIdleTimer } from '../use-idle-timer.ts';

const T = SESSION_TEXTS.idle;
const logout = () => navigateTo('/logout');

/** The idle warning of spec §4; mounted once inside the signed-in shell. */
export function IdleDialog() {
  const idle = useIdleTimer(logout);
  const [resuming, setResuming] = useState(false);

  const resume = async () => {
    setResuming(true);
    try {
      await ping();
      idle.resume();
    } catch {
      // A failed ping already led the API client to /login (401) or the error dialog.
    } finally {
      setResuming(false);
    }
  };

  return (
    <Modal
      open={idle.warning}
      title={T.title}
      closeOnBackdrop={false}
      footer={
        <>
          {/* Hervatten first: the dialog focuses its first button, and Enter must not sign out. */}
          <Button onClick={() => void resume()} loading={resuming}>
            {T.resume}
          </Button>
          <Button variant="border" onClick={logout}>
            {T.logout}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{T.text}</p>
      <p className="mt-3 text-slate-700">
        {T.countdown}{' '}
        <span
          role="timer"
          className="font-mono text-lg font-semibold text-slate-900"
          data-testid="idle-countdown"
        >
          {formatDuration(idle.warning ? idle.remaining : 0)}
        </span>
      </p>
    </Modal>
  );
}
