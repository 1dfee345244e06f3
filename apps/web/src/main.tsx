import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installDutchValidationMessages } from '@energiek/contracts/validation-messages';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { formatDocumentTitle } from './lib/document-title.ts';
import { setNavigator } from './lib/navigation.ts';
import './styles.css';

installDutchValidationMessages();
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
