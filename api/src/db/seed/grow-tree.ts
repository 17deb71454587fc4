import { EntityManager } from 'typeorm';
import { Category } from '../../modules/catalog/category/category.entity';
import { SubCategory } from '../../modules/catalog/sub-category/sub-category.entity';
import { bulkInsert, idsByCode } from './bulk';
import { CATEGORY_SUFFIXES, SUB_QUALIFIERS } from './data/ranges';
import { slugOf } from './names';

/** Parent items a sub-category takes before a growing catalogue opens a new one beside it. */
export const SUB_CAPACITY = 40;
/** Sub-categories a category takes before a new category is opened in its department. */
export const CATEGORY_CAPACITY = 12;

interface Node {
  id: number;
  code: string;
  name: string;
  slug: string;
  parentId: number;
  fileName: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  count: number;
}

type DbNode = {
  id: number;
  code: string;
  name: string;
  slug: string;
  parent_id: number;
  file_name: string | null;
  image_width: number | null;
  image_height: number | null;
};

const toNode = (r: DbNode): Node => ({
  id: Number(r.id),
  code: String(r.code),
  name: String(r.name),
  slug: String(r.slug),
  parentId: Number(r.parent_id),
  fileName: r.file_name,
  imageWidth: r.image_width === null ? null : Number(r.image_width),
  imageHeight: r.image_height === null ? null : Number(r.image_height),
  count: 0,
});

/** "SHAMPOO-S613-2" → "SHAMPOO": the seed code a grown node descends from. */
const lineageOf = (code: string) => code.replace(/(-S\d+-\d+)+$/, '');

/**
 * Keeps a growing catalogue's tree in proportion: hands out the sub-category for each new family of
 * a kind, opening sibling sub-categories (and categories) when one fills up. Reads the tree once.
 */
export class TreeGrower {
  private subs = new Map<string, Node[]>();
  private cats = new Map<string, Node[]>();
  private catById = new Map<number, Node>();
  private subSlugs = new Set<string>();
  private catSlugs = new Set<string>();
  private made = 0;
  createdSubs = 0;
  createdCategories = 0;

  private constructor(
    private readonly branchCode: string,
    private readonly tag: string,
  ) {}

  static async load(m: EntityManager, branchCode: string, tag: string): Promise<TreeGrower> {
    const g = new TreeGrower(branchCode, tag);
    const cols = 'id, code, name, slug, file_name, image_width, image_height';
    const cats: DbNode[] = await m.query(`SELECT ${cols}, department_id AS parent_id FROM categories WHERE branch_code = ? ORDER BY id`, [
      branchCode,
    ]);
    const subs: DbNode[] = await m.query(`SELECT ${cols}, category_id AS parent_id FROM sub_categories WHERE branch_code = ? ORDER BY id`, [
      branchCode,
    ]);
    const counts: { id: number; n: number }[] = await m.query(
      'SELECT sub_category_id AS id, COUNT(*) AS n FROM parent_items WHERE branch_code = ? GROUP BY sub_category_id',
      [branchCode],
    );
    const byId = new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
    for (const c of cats.map(toNode)) {
      g.catById.set(c.id, c);
      g.catSlugs.add(c.slug);
      g.push(g.cats, lineageOf(c.code), c);
    }
    for (const s of subs.map(toNode)) {
      s.count = byId.get(s.id) ?? 0;
      g.subSlugs.add(s.slug);
      g.push(g.subs, lineageOf(s.code), s);
      const cat = g.catById.get(s.parentId);
      if (cat) cat.count++;
    }
    return g;
  }

  private push(map: Map<string, Node[]>, key: string, node: Node): void {
    const list = map.get(key);
    if (list) list.push(node);
    else map.set(key, [node]);
  }

  private unique(slugs: Set<string>, wanted: string): string {
    let slug = wanted;
    for (let n = 2; slugs.has(slug); n++) slug = `${wanted}-${n}`;
    slugs.add(slug);
    return slug;
  }

  /** The sub-category id for one more family of the kind whose seed sub-category is `subCode`. */
  async subFor(m: EntityManager, subCode: string): Promise<number> {
    const line = this.subs.get(subCode);
    if (!line?.length) throw new Error(`Sub-category ${subCode} is missing from branch ${this.branchCode}`);
    const open = line.find((s) => s.count < SUB_CAPACITY);
    if (open) {
      open.count++;
      return open.id;
    }
    const base = line[0];
    const category = await this.categoryFor(m, this.catById.get(line[line.length - 1].parentId) ?? this.catById.get(base.parentId)!);
    const round = Math.floor((line.length - 1) / SUB_QUALIFIERS.length);
    const name = `${SUB_QUALIFIERS[(line.length - 1) % SUB_QUALIFIERS.length]} ${base.name}${round ? ` ${round + 1}` : ''}`;
    const node = await this.insert(m, SubCategory, this.subSlugs, base, name, {
      categoryId: category.id,
      title: `${name} | ${category.name}`,
    });
    category.count++;
    node.count = 1;
    line.push(node);
    this.createdSubs++;
    return node.id;
  }

  private async categoryFor(m: EntityManager, current: Node): Promise<Node> {
    if (current.count < CATEGORY_CAPACITY) return current;
    const key = lineageOf(current.code);
    const line = this.cats.get(key) ?? [current];
    const open = line.find((c) => c.count < CATEGORY_CAPACITY);
    if (open) return open;
    const base = line[0];
    const round = Math.floor((line.length - 1) / CATEGORY_SUFFIXES.length);
    const name = `${base.name} ${CATEGORY_SUFFIXES[(line.length - 1) % CATEGORY_SUFFIXES.length]}${round ? ` ${round + 1}` : ''}`;
    const dept: { name: string }[] = await m.query('SELECT name FROM departments WHERE id = ?', [base.parentId]);
    const node = await this.insert(m, Category, this.catSlugs, base, name, {
      departmentId: base.parentId,
      title: `${name} | ${dept[0]?.name ?? ''}`.trim(),
    });
    this.catById.set(node.id, node);
    this.push(this.cats, key, node);
    this.createdCategories++;
    return node;
  }

  private async insert(
    m: EntityManager,
    entity: typeof Category | typeof SubCategory,
    slugs: Set<string>,
    base: Node,
    name: string,
    extra: Record<string, unknown>,
  ): Promise<Node> {
    const code = `${lineageOf(base.code).slice(0, 40)}-${this.tag}-${++this.made}`;
    const slug = this.unique(slugs, slugOf(name));
    await bulkInsert(m, entity, [
      {
        branchCode: this.branchCode,
        code,
        name,
        slug,
        isActive: true,
        position: 100 + this.made,
        fileName: base.fileName,
        imageWidth: base.imageWidth,
        imageHeight: base.imageHeight,
        ...extra,
      },
    ]);
    const id = (await idsByCode(m, entity, this.branchCode, [code])).get(code)!;
    const parentId = Number(extra.categoryId ?? extra.departmentId);
    return {
      id,
      code,
      name,
      slug,
      parentId,
      fileName: base.fileName,
      imageWidth: base.imageWidth,
      imageHeight: base.imageHeight,
      count: 0,
    };
  }
}
