import { Link } from 'react-router-dom';
import { QueryView } from '../../components/query-view';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import s from './home-page.module.css';

type Collection = { id: number; name: string; slug: string; fileName?: string | null };

/** Tiles of the image and collections grids: two columns on phones, four from 768 px. */
export const TILE_SIZES = '(min-width: 768px) 25vw, 50vw';

/** The Collections grid: each tile opens /{collectionListName}/{collectionListSlug}. */
function CollectionTiles({ collections }: { collections: Collection[] }) {
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

/** The Collections grid of the home page and /get/collections behind its query's states: waiting, the failure's message, or the tiles. */
export function CollectionsOf({
  data,
  loading,
  error,
}: {
  data?: { storeCollections: Collection[] };
  loading: boolean;
  error?: { message: string };
}) {
  return (
    <QueryView
      data={data}
      loading={loading}
      failed={Boolean(error)}
      failureView={<p className="error">Error: {error?.message || messages.somethingWentWrong}</p>}
    >
      {({ storeCollections }) => <CollectionTiles collections={storeCollections} />}
    </QueryView>
  );
}
