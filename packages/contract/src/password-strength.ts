// Imported as `@felt/contract/password-strength`, not from the index: zxcvbn's dictionaries are
// large and must stay out of every bundle that does not show a strength meter.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export interface PasswordStrength {
  /** zxcvbn's 0 (guessable in seconds) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The warning first, if any, then suggestions; plain English sentences. */
  feedback: string[];
}

// @zxcvbn-ts/language-en is not installed; without translations zxcvbn returns bare keys
// ("topTen"), so its English texts are kept here.
const ENGLISH: TranslationKeys = {
  warnings: {
    straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
    sequences: 'Common character sequences like "abc" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is a heavily used password.',
    topHundred: 'This is a frequently used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'Single words are easy to guess.',
    namesByThemselves: 'Single names or surnames are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'There should not be any personal or page related data.',
    pwned: 'Your password was exposed by a data breach on the Internet.',
  },
  suggestions: {
    l33t: "Avoid predictable letter substitutions like '@' for 'a'.",
    reverseWords: 'Avoid reversed spellings of common words.',
    allUppercase: 'Capitalize some, but not all letters.',
    capitalization: 'Capitalize more than the first letter.',
    dates: 'Avoid dates and years that are associated with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are associated with you.',
    sequences: 'Avoid common character sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern:
      'Use longer keyboard patterns and change typing direction multiple times.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use multiple words, but avoid common phrases.',
    noNeed: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
    pwned: 'If you use this password elsewhere, you should change it.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

// Ranking ~50,000 dictionary words takes a moment, so it happens on first use, once.
let zxcvbn: ZxcvbnFactory | undefined;

/**
 * zxcvbn's estimate, for information only (the register page's meter); the server accepts or
 * refuses passwords with `validatePassword`. `userInputs` are words the password should not lean
 * on: the user's email, names, club name.
 */
export function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    translations: ENGLISH,
  });
  const result = zxcvbn.check(
    password,
    userInputs.filter((input) => input !== ''),
  );
  const { warning, suggestions } = result.feedback;
  return {
    score: result.score,
    feedback: warning ? [warning, ...suggestions] : [...suggestions],
  };
}
