import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from './error-alert';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/app/members', element },
      { path: '/app/billing/upgrade', element: <h1>Plans and upgrades</h1> },
    ],
    { initialEntries: ['/app/members'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ErrorAlert', () => {
  it("shows the message and the server's reason, and nothing without a message", () => {
    const { container } = render(<ErrorAlert error={{ message: null }} />);
    expect(container.innerHTML).toBe('');
    render(<ErrorAlert error={{ message: 'Failed to save.', detail: 'Demo is read-only.' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to save.');
    expect(alert.textContent).toContain('Demo is read-only.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("links a plan limit's upgrade page beside Dismiss", () => {
    const onDismiss = vi.fn();
    const router = renderAt(
      <ErrorAlert
        error={{
          message: 'Failed to send invitation.',
          detail: 'Your plan allows 10 members. Upgrade to invite more.',
          upgradePath: '/app/billing/upgrade',
        }}
        onDismiss={onDismiss}
      />,
    );
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link.getAttribute('href')).toBe('/app/billing/upgrade');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/app/billing/upgrade');
    expect(screen.getByRole('heading', { name: 'Plans and upgrades' })).toBeTruthy();
  });
});
