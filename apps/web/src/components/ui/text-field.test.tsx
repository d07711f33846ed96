import { MESSAGES, PROFILE_MESSAGES } from '@felt/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldErrorText, TextField } from './text-field';

afterEach(cleanup);

describe('a field left empty reads the same in every form (issue 19 item 6)', () => {
  it('names the field in the generic "This field is required."', () => {
    render(<TextField label="Start time" error={MESSAGES.required} />);
    const input = screen.getByRole('textbox', { name: 'Start time' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Start time is required');
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
  });

  it("keeps SPEC.md's messages exactly and drops the full stop of the others", () => {
    expect(fieldErrorText('First name', PROFILE_MESSAGES.firstNameRequired)).toBe(
      'First name is required',
    );
    expect(fieldErrorText('Email', PROFILE_MESSAGES.emailRequired)).toBe('Email is required');
    expect(fieldErrorText('Guest name', 'Name is required.')).toBe('Name is required');
    expect(fieldErrorText('Bounty', 'A valid number is required.')).toBe(
      'A valid number is required.',
    );
    expect(fieldErrorText('Title', 'Ensure this field has no more than 100 characters.')).toBe(
      'Ensure this field has no more than 100 characters.',
    );
  });
});
