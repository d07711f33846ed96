// First: zod's settings before any schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless';
import 'react-toastify/ReactToastify.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { TransitionBrowserRouter } from './app/transition-router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render as a transition, so React renders in slices of a few milliseconds and
// yields between them instead of one long task: on a phone-speed CPU the landing page's first
// render was a 0.2-0.5 s task and the dashboard's several, Lighthouse's Total Blocking Time
// (issue 20). The first paint is the same commit either way.
startTransition(() => {
  root.render(
    <StrictMode>
      <TransitionBrowserRouter>
        <App />
      </TransitionBrowserRouter>
    </StrictMode>,
  );
});

// The app shell offline (decision 0026); never in the dev server or the tests.
if (import.meta.env.PROD) registerServiceWorker();
