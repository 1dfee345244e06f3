import { useBlocker } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { shouldAskBeforeLeaving } from '../../lib/use-leave-warning.ts';
import { SHELL_TEXTS } from './shell-texts.ts';

/**
 * Asks before an in-app navigation leaves a page whose form dirty bar is showing (the browser asks for
 * reloads and other sites through beforeunload). Query-only changes on the same page pass.
 */
export function LeaveGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    // Always asked first, so an allowLeaving() is used up by this navigation whatever it is.
    const ask = shouldAskBeforeLeaving();
    return ask && currentLocation.pathname !== nextLocation.pathname;
  });
  const blocked = blocker.state === 'blocked';
  const texts = SHELL_TEXTS.leave;
  return (
    <Modal
      open={blocked}
      title={texts.title}
      onClose={() => blocker.reset?.()}
      footer={
        <>
          <Button variant="border" onClick={() => blocker.reset?.()}>
            {texts.stay}
          </Button>
          <Button onClick={() => blocker.proceed?.()}>{texts.leave}</Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{texts.text}</p>
    </Modal>
  );
}
