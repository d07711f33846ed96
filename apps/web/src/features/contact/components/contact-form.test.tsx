import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToasts } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { ContactForm } from './contact-form';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm({ withToasts = false } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
      {withToasts ? <AppToasts /> : null}
    </QueryClientProvider>,
  );
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
}

function fill(values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined)
    fireEvent.change(field('Name'), { target: { value: values.name } });
  if (values.email !== undefined)
    fireEvent.change(field('Email'), { target: { value: values.email } });
  if (values.message !== undefined)
    fireEvent.change(field('Message'), { target: { value: values.message } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  });
}

/** The text a screen reader announces as the field's description. */
function descriptionOf(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We run a weekly game and want to try Felt.',
};

describe('ContactForm', () => {
  it('shows the schema errors under each field and sends nothing', async () => {
    renderForm();
    fill({ name: '   ', email: 'not-an-email', message: 'hi' });

    await submit();

    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Name'))).toBe('Name is required');
    expect(descriptionOf(field('Email'))).toBe('Enter a valid email address');
    expect(descriptionOf(field('Message'))).toBe('Message must be at least 10 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error once the field is fixed', async () => {
    renderForm();
    await submit();
    expect(descriptionOf(field('Email'))).toBe('Email is required');

    await act(async () => fill({ email: 'ada@example.com' }));

    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(field('Email'))).toBeNull();
  });

  it('sends the trimmed message to POST /api/contact/', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { detail: 'Thanks!' }));
    renderForm();
    fill({ ...VALID, name: '  Ada Lovelace ' });

    await submit();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(VALID);
  });

  it("puts the server's field errors under their fields and form errors above the button", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        email: ['Enter a valid email address'],
        non_field_errors: ['Messages from this address are paused.'],
      }),
    );
    renderForm();
    fill(VALID);

    await submit();

    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Email'))).toBe('Enter a valid email address');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Messages from this address are paused.');
  });

  it("shows a 429's detail above the button", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { detail: 'Too many messages. Try again later.', retry_after: 60 }),
    );
    renderForm();
    fill(VALID);

    await submit();

    expect(screen.getByRole('alert').textContent).toBe('Too many messages. Try again later.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('raises a toast when sending fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { detail: 'Server error', code: 'internal' }));
    renderForm({ withToasts: true });
    fill(VALID);

    await submit();

    const toasts = await screen.findAllByText('Server error');
    expect(toasts.some((node) => node.closest('.Toastify'))).toBe(true);
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    fill(VALID);

    await submit();

    expect(screen.getByRole('alert').textContent).toBe(
      'No response from server. Please check your connection.',
    );
  });

  it('shows "Sending..." and disables the button while the message is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fill(VALID);

    await submit();

    const button = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => answer(jsonResponse(201, { detail: 'Thanks!' })));
  });

  it("replaces the form with the server's confirmation, and can start over", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { detail: "Thanks for reaching out. We'll reply by email soon." }),
    );
    renderForm();
    fill(VALID);

    await submit();

    // Under load the answer may land after the click's act(): wait for it.
    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("Thanks for reaching out. We'll reply by email soon.")).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    });

    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
  });
});
