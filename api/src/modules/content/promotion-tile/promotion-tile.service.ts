import { Caller, requireStaff } from '../../../common/auth';
import { ValidationError } from '../../../common/errors';
import type { ImageStore } from '../../../common/images';
import type { Database } from '../../../db/database';
import { PROMOTION_TILE_SLOTS, PromotionTile, PromotionTileInput } from './promotion-tile.entity';

const AREA = 'banner';

/** The home page's two promotion tiles' pictures: read by anyone, set by staff (one row per tile, made on first save). */
export class PromotionTileService {
  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
  ) {}

  list(branchCode: string): Promise<PromotionTile[]> {
    return this.db.repo(PromotionTile).find({ where: { branchCode }, order: { slot: 'ASC' } });
  }

  async set(caller: Caller | null, branchCode: string, slot: number, input: PromotionTileInput): Promise<PromotionTile> {
    requireStaff(caller);
    if (!(PROMOTION_TILE_SLOTS as readonly number[]).includes(slot)) throw new ValidationError('Slot must be 1 or 2', 'slot');
    const alt = (input.imageAlt ?? '').trim();
    if (alt.length > 200) throw new ValidationError('Image description must be at most 200 characters', 'imageAlt');
    const repo = this.db.repo(PromotionTile);
    const existing = await repo.findOneBy({ branchCode, slot });
    const keepsPicture = input.image ? true : input.removeImage ? false : Boolean(existing?.fileName);
    if (keepsPicture && !alt) throw new ValidationError('Image description is required: say what the picture shows', 'imageAlt');
    const stored = input.image ? await this.images.save(AREA, input.image) : null;
    const row = existing ?? repo.create({ branchCode, slot, fileName: null, imageWidth: null, imageHeight: null, imageAlt: null });
    const oldFile = existing?.fileName ?? null;
    if (stored) Object.assign(row, { fileName: stored.fileName, imageWidth: stored.width, imageHeight: stored.height });
    else if (input.removeImage) Object.assign(row, { fileName: null, imageWidth: null, imageHeight: null });
    row.imageAlt = keepsPicture ? alt : null;
    let saved: PromotionTile;
    try {
      saved = await this.db.transaction((manager) => manager.getRepository(PromotionTile).save(row));
    } catch (err) {
      if (stored) await this.images.remove(AREA, stored.fileName);
      throw err;
    }
    if (oldFile && oldFile !== saved.fileName) await this.images.remove(AREA, oldFile);
    this.db.changed(PromotionTile, [saved.id], existing ? 'update' : 'create');
    return saved;
  }
}
