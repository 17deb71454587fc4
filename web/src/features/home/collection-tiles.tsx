import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import s from './home-page.module.css';

/** Tiles of the image and collections grids: two columns on phones, four from 768 px. */
export const TILE_SIZES = '(min-width: 768px) 25vw, 50vw';

/** The Collections grid (home page and /get/collections): each tile opens /{collectionListName}/{collectionListSlug}. */
export function CollectionTiles({ collections }: { collections: { id: number; name: string; slug: string; fileName?: string | null }[] }) {
  return (
    <ul className={s.collections}>
      {collections.map((collection) => (
        <li key={collection.id}>
          <Link to={paths.collectionTile(collection.name, collection.slug)} className={s.tile}>
            {collection.fileName && (
              <img
                src={paths.upload('collections', collection.fileName)}
                srcSet={paths.uploadSrcSet('collections', collection.fileName, 640)}
                sizes={TILE_SIZES}
                alt=""
                width={400}
                height={400}
                loading="lazy"
              />
            )}
            <span>{collection.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
