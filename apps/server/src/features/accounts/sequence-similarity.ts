/**
 * Ports of Python's `difflib.SequenceMatcher(a=..., b=...)` similarity measures, so the password
 * policy judges "too similar" exactly as Django does. Strings are compared by code point, like
 * Python. No junk heuristic: difflib's autojunk only applies when `b` has 200+ characters.
 */

/**
 * `SequenceMatcher.quick_ratio()`: 2*M/T where M counts the characters the two strings share as
 * multisets, ignoring order. An upper bound of `ratio()`; Django's
 * UserAttributeSimilarityValidator compares this one against its threshold.
 */
export function quickRatio(a: string, b: string): number {
  const aChars = Array.from(a);
  const bChars = Array.from(b);
  const total = aChars.length + bChars.length;
  if (total === 0) return 1;

  const available = new Map<string, number>();
  for (const ch of bChars) available.set(ch, (available.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of aChars) {
    const left = available.get(ch) ?? 0;
    if (left > 0) {
      available.set(ch, left - 1);
      matches += 1;
    }
  }
  return (2 * matches) / total;
}

/**
 * `SequenceMatcher.ratio()` (Ratcliff/Obershelp): take the longest common block, recurse on the
 * pieces left and right of it, and return 2*M/T for the total matched length M. Each recursion
 * level scans disjoint regions, so a level costs at most O(n*m).
 */
export function sequenceRatio(a: string, b: string): number {
  const aChars = Array.from(a);
  const bChars = Array.from(b);
  const total = aChars.length + bChars.length;
  if (total === 0) return 1;

  let matched = 0;
  const queue: [number, number, number, number][] = [[0, aChars.length, 0, bChars.length]];
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop()!;
    const [i, j, size] = longestMatch(aChars, bChars, alo, ahi, blo, bhi);
    if (size === 0) continue;
    matched += size;
    if (alo < i && blo < j) queue.push([alo, i, blo, j]);
    if (i + size < ahi && j + size < bhi) queue.push([i + size, ahi, j + size, bhi]);
  }
  return (2 * matched) / total;
}

/**
 * `find_longest_match` without junk: the longest common block of a[alo:ahi] and b[blo:bhi];
 * among equally long ones the earliest in `a`, then the earliest in `b` (difflib's tie-break,
 * which decides how the rest is split up and so the final ratio).
 */
function longestMatch(
  a: string[],
  b: string[],
  alo: number,
  ahi: number,
  blo: number,
  bhi: number,
): [number, number, number] {
  let bestI = alo;
  let bestJ = blo;
  let bestSize = 0;
  // lengths[j - blo + 1] = length of the common block ending at a[i - 1], b[j] (previous row).
  let previous = new Array<number>(bhi - blo + 1).fill(0);
  for (let i = alo; i < ahi; i += 1) {
    const current = new Array<number>(bhi - blo + 1).fill(0);
    for (let j = blo; j < bhi; j += 1) {
      if (a[i] !== b[j]) continue;
      const size = previous[j - blo]! + 1;
      current[j - blo + 1] = size;
      if (size > bestSize) {
        bestI = i - size + 1;
        bestJ = j - size + 1;
        bestSize = size;
      }
    }
    previous = current;
  }
  return [bestI, bestJ, bestSize];
}
