/**
 * A case-insensitive "contains" condition that behaves alike on SQLite and MySQL: both lower-cased,
 * and '!' as the LIKE escape character (SQLite has no default one; MySQL's backslash means something else in SQLite).
 */
export function containsCondition(column: string, param: string, term: string): { sql: string; params: Record<string, string> } {
  const escaped = term
    .trim()
    .toLowerCase()
    .replace(/[!%_]/g, (c) => '!' + c);
  return { sql: `LOWER(${column}) LIKE :${param} ESCAPE '!'`, params: { [param]: `%${escaped}%` } };
}
