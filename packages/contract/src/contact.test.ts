import { describe, expect, it } from 'vitest';
import { contactRequestSchema, toFieldErrors } from './index';

describe('contactRequestSchema', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactRequestSchema.parse({
      name: '  Ada ',
      email: ' ada@example.com ',
      message: 'We run a weekly game and want to try Felt.',
    });
    expect(parsed).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'We run a weekly game and want to try Felt.',
    });
  });

  it('reports every bad field under its own name', () => {
    const result = contactRequestSchema.safeParse({
      name: ' ',
      email: 'not-an-email',
      message: 'hi',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual({
      name: ['Name is required'],
      email: ['Enter a valid email address'],
      message: ['Message must be at least 10 characters'],
    });
  });

  it('reports missing fields as required', () => {
    const result = contactRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
  });
});
