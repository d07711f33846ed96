// First: zod's settings before any schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless';
import 'react-toastify/ReactToastify.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { TransitionBrowserRouter } from './app/transition-router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <TransitionBrowserRouter>
      <App />
    </TransitionBrowserRouter>
  </StrictMode>,
);

// The app shell offline (decision 0026); never in the dev server or the tests.
if (import.meta.env.PROD) registerServiceWorker();
