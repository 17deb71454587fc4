/** One line of a header (subject, names): whitespace and line breaks folded to single spaces, at most `max` characters. */
export function oneLine(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
