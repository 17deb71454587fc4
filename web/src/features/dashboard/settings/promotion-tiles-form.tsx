import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { AdminPromotionTilesDocument, AdminSetPromotionTileDocument, type AdminPromotionTilesQuery } from '../../../generated/graphql';
import { paths } from '../../../config/paths';
import { adminFailed } from '../../../config/messages';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { BusyButton } from '../../../components/ui/busy-button';
import { ImageInput, uploadImage, type ChosenImage } from '../image-input';
import { AdminField } from './admin-field';
import s from '../admin.module.css';
import f from './settings.module.css';

/** The tiles' own words (home-page.tsx): staff give each a picture and say what it shows. */
export const PROMOTION_TILE_NAMES: Record<number, string> = { 1: 'Ebin Best Seller', 2: 'Dressmaker European Hair Extensions' };

type Tile = AdminPromotionTilesQuery['promotionTiles'][number];

/** Settings' home page promotion tiles: a picture and its description for each of the two, saved tile by tile. */
export function PromotionTilesForm() {
  const { data, error } = useQuery(AdminPromotionTilesDocument, { fetchPolicy: 'network-only' });
  if (error) return <p className="error">{requestFailure(error, adminFailed('fetch', 'promotion tiles')).message}</p>;
  if (!data) return null;
  return (
    <fieldset className={f.fieldset}>
      <legend className={f.legend}>Home page promotion tiles</legend>
      <p className={f.note}>
        The two tiles below the New Arrivals / Trending slider on the home page. A tile without a picture shows as a plain block. Wide
        pictures suit them best (about 1200 × 600 px).
      </p>
      {[1, 2].map((slot) => (
        <TileForm key={slot} slot={slot} tile={data.promotionTiles.find((t) => t.slot === slot)} />
      ))}
    </fieldset>
  );
}

function TileForm({ slot, tile }: { slot: number; tile: Tile | undefined }) {
  const client = useApolloClient();
  const imageId = useId();
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [alt, setAlt] = useState(tile?.imageAlt ?? '');
  const [errors, setErrors] = useState<{ image?: string; imageAlt?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const name = PROMOTION_TILE_NAMES[slot];

  const save = async (input: { removeImage?: boolean }) => {
    if (busy) return;
    if (!input.removeImage && (image || tile?.fileName) && !alt.trim()) {
      setErrors({ imageAlt: 'Image description is required: say what the picture shows' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const upload = image && !input.removeImage ? await uploadImage('banner', image) : null;
      await client.mutate({
        mutation: AdminSetPromotionTileDocument,
        variables: { slot, input: { image: upload, removeImage: input.removeImage ?? false, imageAlt: alt.trim() || null } },
        refetchQueries: [AdminPromotionTilesDocument],
      });
      setImage(null);
      void notify(input.removeImage ? `The picture of ${name} is removed` : `${name} saved`, { type: 'success' });
    } catch (err) {
      const { message, field } = requestFailure(err, adminFailed('update', 'promotion tile'));
      setErrors(field === 'imageAlt' || field === 'image' ? { [field]: message } : { form: message });
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save({});
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Promotion tile ${slot}: ${name}`} className={f.grid}>
      <h3 className={f.full}>
        Tile {slot}: {name}
      </h3>
      <div role="alert" className={f.full}>
        {errors.form && <p className={s.alert}>{errors.form}</p>}
      </div>
      <AdminField label="Picture" id={imageId} error={errors.image}>
        {(control) => (
          <ImageInput
            id={control.id}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            current={
              tile?.fileName ? { src: paths.upload('banner', tile.fileName), width: tile.imageWidth, height: tile.imageHeight } : null
            }
            value={image}
            onChange={setImage}
            onError={(message) => setErrors((e) => ({ ...e, image: message ?? undefined }))}
          />
        )}
      </AdminField>
      <AdminField label="Picture description" hint="What the picture shows, read out by screen readers." error={errors.imageAlt}>
        <input className={s.input} value={alt} maxLength={200} onChange={(e) => setAlt(e.target.value)} />
      </AdminField>
      <div className={`${f.actions} ${f.full}`}>
        {tile?.fileName && (
          <button type="button" className={s.secondary} onClick={() => void save({ removeImage: true })}>
            Remove picture
          </button>
        )}
        <BusyButton type="submit" className={s.primary} busy={busy}>
          {busy ? 'Saving…' : `Save tile ${slot}`}
        </BusyButton>
      </div>
    </form>
  );
}
