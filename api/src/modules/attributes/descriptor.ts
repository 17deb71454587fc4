import type { BranchEntity } from '../../common/branch-entity';

export type UploadArea = 'brand' | 'products' | 'users' | null;

/** Everything the generic CRUD, resolver factory and legacy REST rows need to know about one attribute set. */
export interface AttributeDescriptor<E extends BranchEntity = BranchEntity> {
  entity: new () => E;
  /** GraphQL singular and plural names: color / colors. */
  one: string;
  many: string;
  /** Property searched by the admin list's case-insensitive contains filter. */
  searchField: keyof E & string;
  /** Folder under uploads/ for this set's images, when it has any. */
  uploadArea: UploadArea;
}

export function defineAttribute<E extends BranchEntity>(d: AttributeDescriptor<E>): AttributeDescriptor<E> {
  return d;
}
