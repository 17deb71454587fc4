import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { chooseImage, NOT_AN_IMAGE } from '../image-input';
import type { GalleryImage } from './product-form-values';
import f from './product-form.module.css';
import s from '../admin.module.css';

let nextKey = 0;
const keyOf = (image: GalleryImage) => (image.kind === 'kept' ? `kept:${image.file}` : image.key);

/**
 * The product's pictures: add images (images only, each previewed with its size), put them in order
 * with Move up / Move down (the first is the main image) and remove them. New ones are uploaded on save.
 */
export function GalleryInput({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: GalleryImage[];
  onChange: (images: GalleryImage[]) => void;
  describedBy?: string;
}) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  // The button that takes the focus once the pictures show their new order (set by Move and Remove).
  const focusNext = useRef<string | null>(null);
  // The pictures as last rendered, for an upload that ends later and for letting go of previews.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  // Previews of chosen files are let go when the form goes away.
  useEffect(() => () => latest.current.forEach((img) => img.kind === 'new' && URL.revokeObjectURL(img.image.preview)), []);
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    buttons.current.get(key)?.focus();
  }, [value]);

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const added: GalleryImage[] = [];
    let refused = '';
    for (const file of Array.from(files)) {
      try {
        added.push({ kind: 'new', key: `new:${nextKey++}`, image: await chooseImage(file) });
      } catch (err) {
        refused = `${file.name}: ${err instanceof Error ? err.message : NOT_AN_IMAGE}`;
      }
    }
    setBusy(false);
    setProblem(refused);
    if (added.length) onChange([...latest.current, ...added]);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [image] = next.splice(index, 1);
    next.splice(index + by, 0, image);
    const to = index + by;
    // Focus stays on the button pressed, or its partner when the picture reached an end.
    const direction = to === 0 && by === -1 ? 'down' : to === next.length - 1 && by === 1 ? 'up' : by === -1 ? 'up' : 'down';
    focusNext.current = `${keyOf(image)}:${direction}`;
    onChange(next);
  };

  const remove = (index: number) => {
    const image = value[index];
    if (image.kind === 'new') URL.revokeObjectURL(image.image.preview);
    const next = value.filter((_, i) => i !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusNext.current = neighbour ? `${keyOf(neighbour)}:remove` : null;
    onChange(next);
  };

  return (
    <div className={f.gallery}>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        onChange={async (e) => {
          const input = e.target;
          await add(input.files);
          input.value = '';
        }}
      />
      <p className={s.fieldError} role="alert">
        {problem}
      </p>
      {value.length === 0 ? (
        <p className={s.hint}>No pictures yet: the storefront shows an empty frame.</p>
      ) : (
        <ol className={f.pictures} aria-label="Pictures, in order">
          {value.map((image, i) => {
            const key = keyOf(image);
            const src = image.kind === 'kept' ? paths.upload('products', image.file) : image.image.preview;
            const name = image.kind === 'kept' ? image.file : image.image.file.name;
            const label = `Picture ${i + 1}${i === 0 ? ' (main image)' : ''}`;
            return (
              <li key={key} className={f.picture}>
                <img src={src} alt={`${label}: ${name}`} width={96} height={96} />
                <div className={f.pictureText}>
                  <strong>{label}</strong>
                  <span className={s.hint}>
                    {name}
                    {image.kind === 'new' ? ` · ${image.image.width} × ${image.image.height} px · uploaded on save` : ''}
                  </span>
                </div>
                <div className={f.pictureActions}>
                  <button
                    type="button"
                    ref={(el) => {
                      buttons.current.set(`${key}:up`, el);
                    }}
                    className={s.secondary}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Move picture ${i + 1} up`}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    ref={(el) => {
                      buttons.current.set(`${key}:down`, el);
                    }}
                    className={s.secondary}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Move picture ${i + 1} down`}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    ref={(el) => {
                      buttons.current.set(`${key}:remove`, el);
                    }}
                    className={s.danger}
                    onClick={() => remove(i)}
                    aria-label={`Remove picture ${i + 1}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
