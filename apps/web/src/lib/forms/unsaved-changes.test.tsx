import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { TransitionBrowserRouter } from '../../app/transition-router';
import {
  UNSAVED_CHANGES_MESSAGES as M,
  UnsavedChangesProvider,
  useUnsavedChanges,
} from './unsaved-changes';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A form page: its field is an unsaved edit once it differs from "20.00". */
function FormPage() {
  const [value, setValue] = useState('20.00');
  const unsaved = useUnsavedChanges(value !== '20.00');
  const navigate = useNavigate();
  return (
    <div>
      <label>
        Buy-in
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/elsewhere">Members</Link>
      <button
        type="button"
        onClick={() => {
          unsaved.release();
          void navigate('/saved');
        }}
      >
        Save
      </button>
    </div>
  );
}

const pages = (
  <Routes>
    <Route path="/form" element={<FormPage />} />
    <Route path="/elsewhere" element={<h1>Members</h1>} />
    <Route path="/saved" element={<h1>Saved</h1>} />
  </Routes>
);

function renderInMemory() {
  return render(
    <MemoryRouter initialEntries={['/form']}>
      <UnsavedChangesProvider>
        {pages}
        <Where />
      </UnsavedChangesProvider>
    </MemoryRouter>,
  );
}

describe('unsaved changes', () => {
  it('leaves at once when nothing is edited', async () => {
    const user = userEvent.setup();
    renderInMemory();
    await user.click(screen.getByRole('link', { name: 'Members' }));
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before a link drops an edit, keeps it on Cancel and leaves on Leave page', async () => {
    const user = userEvent.setup();
    renderInMemory();
    const field = screen.getByLabelText('Buy-in');
    await user.clear(field);
    await user.type(field, '25.00');

    await user.click(screen.getByRole('link', { name: 'Members' }));
    const dialog = await screen.findByRole('alertdialog', { name: M.title });
    expect(dialog.textContent).toContain(M.description);
    expect(screen.getByTestId('where').textContent).toBe('/form');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Buy-in') as HTMLInputElement).value).toBe('25.00');
    expect(screen.getByTestId('where').textContent).toBe('/form');

    await user.click(screen.getByRole('link', { name: 'Members' }));
    await user.click(await screen.findByRole('button', { name: M.leave }));
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
  });

  it("lets the form's own navigation after a save through", async () => {
    const user = userEvent.setup();
    renderInMemory();
    await user.type(screen.getByLabelText('Buy-in'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Saved' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has the browser ask before closing or reloading the tab, only while there are edits', async () => {
    const user = userEvent.setup();
    renderInMemory();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Buy-in'), '5');
    expect(unload()).toBe(true);
  });
});

describe('Back in the browser', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('puts the page back and asks; Leave page then goes back', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/elsewhere');
    render(
      <TransitionBrowserRouter>
        {pages}
        <Where />
        <Link to="/form">Open the form</Link>
      </TransitionBrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Open the form' }));
    await user.type(await screen.findByLabelText('Buy-in'), '5');

    window.history.back();
    expect(await screen.findByRole('alertdialog', { name: M.title })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect((screen.getByLabelText('Buy-in') as HTMLInputElement).value).toBe('20.005');

    await user.click(screen.getByRole('button', { name: M.leave }));
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
