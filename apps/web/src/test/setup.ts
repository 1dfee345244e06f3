import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installDutchValidationMessages } from '@energiek/contracts/validation-messages';
import { shouldAskBeforeLeaving } from '../lib/use-leave-warning.ts';

// The same Dutch validation wording as the app (main.tsx).
installDutchValidationMessages();

// findBy…/waitFor wait for a condition; Testing Library gives up after 1 s by default, which a loaded
// CI machine (two Vitest workers beside the API tests) overran once. A longer limit costs nothing when
// the condition is met sooner.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// A worker runs many files (isolate: false). A form page tested without the shell's LeaveGuard calls
// allowLeaving() after its save and nothing uses it up (in the app the LeaveGuard always does, at once);
// use it up here so that it cannot let the next test's navigation pass without the question.
beforeEach(() => {
  shouldAskBeforeLeaving();
});
