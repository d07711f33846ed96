import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { avatarUploadError, profileSaveError } from './profile-errors';

const http = (status: number, body: unknown) => new ApiError('http', status, body, 'failed');

describe('avatarUploadError (SPEC.md section 8)', () => {
  it('says the file is too large for any 413, whatever the body', () => {
    const message = 'File size too large. Please upload an image smaller than 5MB.';
    expect(avatarUploadError(http(413, { detail: message, code: 'file_too_large' }))).toBe(message);
    expect(avatarUploadError(http(413, '<html>Request Entity Too Large</html>'))).toBe(message);
  });

  it("gives the server's detail, then the avatar field's error", () => {
    expect(avatarUploadError(http(429, { detail: 'Slow down.', code: 'throttled' }))).toBe(
      'Slow down.',
    );
    expect(avatarUploadError(http(400, { avatar: ['File must be an image'] }))).toBe(
      'File must be an image',
    );
  });

  it('falls back to the generic sentence', () => {
    expect(avatarUploadError(http(500, 'Internal Server Error'))).toBe(
      'Failed to upload profile picture. Please try again.',
    );
    expect(avatarUploadError(new TypeError('boom'))).toBe(
      'Failed to upload profile picture. Please try again.',
    );
  });
});

describe('profileSaveError', () => {
  it("gives the server's detail, else the generic sentence", () => {
    expect(profileSaveError(http(403, { detail: 'Demo accounts are read-only.' }))).toBe(
      'Demo accounts are read-only.',
    );
    expect(profileSaveError(http(500, ''))).toBe('Failed to update profile. Please try again.');
  });
});
