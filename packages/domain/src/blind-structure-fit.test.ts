import { describe, expect, it } from 'vitest';
import {
  BLIND_PACES,
  DEFAULT_WIZARD_INPUT,
  blindStructureFit,
  blindStructureFitNotes,
  generateBlindStructure,
} from './index';
import type { BlindStructureWizardInput } from './index';

const input = (changes: Partial<BlindStructureWizardInput>): BlindStructureWizardInput => ({
  ...DEFAULT_WIZARD_INPUT,
  ...changes,
});

describe('blindStructureFit', () => {
  it('says the defaults fit one of the two breaks asked', () => {
    const fit = blindStructureFit(input({}));
    expect(fit.asked).toEqual({ breaks: 2, minutes: 180 });
    expect(fit.placed.breaks).toBe(1);
    expect(blindStructureFitNotes(fit)).toContain(
      '2 breaks asked, 1 fits: a break comes after 90 minutes of play and needs 30 minutes of play after it.',
    );
  });

  it('says when the levels do not add up to the hours asked, and why', () => {
    const fit = blindStructureFit(input({ duration: 4 }));
    expect(fit).toEqual({
      levelMinutes: 15,
      levelCount: 15,
      asked: { breaks: 2, minutes: 240 },
      placed: { breaks: 2, minutes: 235 },
    });
    expect(blindStructureFitNotes(fit)).toEqual([
      '4 hours asked: the levels come to 3 h 55 min (15 levels of 15 minutes, 2 breaks of 5).',
    ]);
  });

  it('has nothing to say when the schedule is what was asked', () => {
    const fit = blindStructureFit(input({ duration: 6.5, breakCount: 2 }));
    expect(fit.placed).toEqual(fit.asked);
    expect(blindStructureFitNotes(fit)).toEqual([]);
  });

  it("says 'none fits' and a length without breaks", () => {
    expect(
      blindStructureFitNotes(blindStructureFit(input({ duration: 1, breakCount: 1 }))),
    ).toEqual([
      '1 break asked, none fits: a break comes after 90 minutes of play and needs 30 minutes of play after it.',
      '1 hour asked: the levels come to 50 min (2 levels of 25 minutes).',
    ]);
    expect(
      blindStructureFitNotes(blindStructureFit(input({ duration: 2, breakCount: 0 }))),
    ).toEqual([]);
  });

  it('matches the generated levels for every duration and break count', () => {
    for (let halfHours = 1; halfHours <= 48; halfHours += 1) {
      for (let breakCount = 0; breakCount <= 10; breakCount += 3) {
        for (const pace of BLIND_PACES) {
          const asked = input({ duration: halfHours / 2, breakCount, pace });
          const levels = generateBlindStructure(asked);
          const fit = blindStructureFit(asked);
          const playing = levels.filter((level) => !level.is_break);
          expect(fit.placed.minutes).toBe(
            levels.reduce((sum, level) => sum + level.time_minutes, 0),
          );
          expect(fit.placed.breaks).toBe(levels.length - playing.length);
          expect(fit.levelCount).toBe(playing.length);
          expect(playing.every((level) => level.time_minutes === fit.levelMinutes)).toBe(true);
        }
      }
    }
  });

  it('refuses input the wizard refuses', () => {
    expect(() => blindStructureFit(input({ breakCount: 11 }))).toThrow(RangeError);
  });
});
