// zod's configuration before anything builds a schema (see zod-config.ts).
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/boot-router.tsx';
import { formatDocumentTitle } from './lib/document-title.ts';
import { setNavigator } from './lib/navigation.ts';
import './styles.css';

// The Dutch wording of validation messages the schemas leave to zod: loaded beside the first screen
// (nothing is validated before it shows), not in front of it.
void import('@energiek/contracts/validation-messages').then((m) => m.installDutchValidationMessages());
const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));
document.title = formatDocumentTitle();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
