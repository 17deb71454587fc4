/**
 * Edit distance (insertions, deletions, substitutions and, unless `swaps` is false, swaps of neighbours)
 * between two words, or `max + 1` once it passes `max`.
 */
export function typoDistance(a: string, b: string, max: number, swaps = true): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length], max + 1);
}

/** The typos forgiven in a word: none below 3 letters, one up to 5, two from 6. */
export function typosAllowed(word: string): number {
  return word.length < 3 ? 0 : word.length < 6 ? 1 : 2;
}

/** Lower-case words of a text without accents, letters and digits only ("L'Oréal" → "l", "oreal"). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How close a name is to the words typed: the fewest typos between any typed word and a word of the name,
 * counting only typed words of 3 letters or more and only within what `typosAllowed` forgives; null when none is.
 */
export function closeness(typed: readonly string[], name: string): number | null {
  let best: number | null = null;
  const nameWords = wordsOf(name);
  for (const word of typed) {
    const max = typosAllowed(word);
    if (!max) continue;
    for (const candidate of nameWords) {
      const d = typoDistance(word, candidate, max);
      if (d <= max && (best === null || d < best)) best = d;
    }
  }
  return best;
}
