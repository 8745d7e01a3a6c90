/**
 * Whether the name a bank returns for an account (penny drop) is the customer's (decision 0084): case,
 * punctuation, titles and word order do not matter, an initial matches its word, and a small typing
 * difference (one letter in five, by edit distance) is forgiven. A different person's name is not.
 */
const titles = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SHRI', 'SMT', 'KUMARI', 'KUM']);

export const nameWords = (name: string): string[] =>
  name
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !titles.has(word));

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

export const similarity = (a: string, b: string) => (a.length + b.length === 0 ? 1 : 1 - editDistance(a, b) / Math.max(a.length, b.length));

/** Each word of the shorter name finds its own word in the longer: equal, an initial of it, or nearly equal. */
export function namesMatch(expected: string, returned: string): boolean {
  const [few, many] = [nameWords(expected), nameWords(returned)].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (few.length === 0) return false;
  const left = [...many];
  let exactOrClose = 0;
  for (const word of few) {
    const index = left.findIndex(
      (candidate) =>
        candidate === word ||
        (word.length === 1 && candidate.startsWith(word)) ||
        (candidate.length === 1 && word.startsWith(candidate)) ||
        similarity(word, candidate) >= 0.8,
    );
    if (index < 0) return false;
    if (word.length > 1 && left[index]!.length > 1) exactOrClose += 1;
    left.splice(index, 1);
  }
  // Initials alone prove nothing: at least one whole word must match.
  return exactOrClose > 0;
}
