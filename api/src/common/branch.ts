export const DEFAULT_BRANCH = 'MAIN';

/** MAIN, Main and main are one branch: codes are stored upper-case and compared that way. */
export function normaliseBranch(code: string | null | undefined): string {
  const trimmed = (code ?? '').trim();
  if (!trimmed) return DEFAULT_BRANCH;
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(trimmed)) {
    throw new Error(`BranchCode "${trimmed.slice(0, 40)}" is not valid`);
  }
  return trimmed.toUpperCase();
}
