/* The app shell's public surface: import it from here, not from its files (decision 0019). */
export { AppShell } from './components/app-shell';
