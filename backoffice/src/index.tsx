import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/routes';
import { loadRuntimeConfig } from './app/runtime-config';
import { makeStore } from './app/store';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

void loadRuntimeConfig().then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
