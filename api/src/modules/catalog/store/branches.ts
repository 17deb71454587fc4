import { DEFAULT_BRANCH } from '../../../common/branch';
import type { Database } from '../../../db/database';
import { Department } from '../department/department.entity';

/**
 * A branch exists when it has at least one department; any other code gets empty answers. The default
 * branch is the shop's own and exists even before its first department.
 */
export async function branchExists(db: Database, branchCode: string): Promise<boolean> {
  return branchCode === DEFAULT_BRANCH || db.repo(Department).existsBy({ branchCode });
}
