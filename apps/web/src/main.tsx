import 'react-toastify/ReactToastify.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
