import type { Database } from './db/database';
import { UserService } from './modules/account/user/user.service';
import { DepartmentService } from './modules/catalog/department/department.service';

/** Composition root: every service of the shop, built once per process over one Database. */
export function createServices(db: Database) {
  return {
    db,
    departments: new DepartmentService(db),
    users: new UserService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
