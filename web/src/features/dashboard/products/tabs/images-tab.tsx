import { Controller } from 'react-hook-form';
import { GalleryInput } from '../gallery-input';
import type { GalleryImage } from '../product-form-values';
import { useProductFields } from './product-fields';
import f from '../product-form.module.css';

/** Tab 2: the pictures, in order; the first is the main image. New ones are uploaded when the form is saved. */
export function ImagesTab() {
  const { field, control } = useProductFields();
  return (
    <div className={f.wide}>
      {field(
        'images',
        'Pictures',
        (p) => (
          <Controller
            name="images"
            control={control}
            render={({ field: c }) => (
              <GalleryInput id={p.id} describedBy={p['aria-describedby']} value={c.value as GalleryImage[]} onChange={c.onChange} />
            )}
          />
        ),
        'JPEG, PNG, WebP, GIF or AVIF, at most 10 MB each. The first picture is the main image.',
      )}
    </div>
  );
}
