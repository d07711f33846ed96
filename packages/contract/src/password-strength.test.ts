import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('scores a top common password 0 with an English warning', () => {
    const result = passwordStrength('password');

    expect(result.score).toBe(0);
    expect(result.feedback[0]).toBe('This is a heavily used password.');
  });

  it('scores a long random-looking passphrase 4 without complaints', () => {
    const result = passwordStrength('velvet-gravel-tundra-93-orbit');

    expect(result.score).toBe(4);
    expect(result.feedback).toEqual([]);
  });

  it('scores lower when the password leans on the user inputs', () => {
    const alone = passwordStrength('quixoticzebra');
    const withInputs = passwordStrength('quixoticzebra', [
      'quixoticzebra@example.com',
      'quixoticzebra',
    ]);

    expect(withInputs.score).toBeLessThan(alone.score);
    expect(withInputs.feedback).toContain('There should not be any personal or page related data.');
  });
});
