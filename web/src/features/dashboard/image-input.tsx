import { useEffect, useState } from 'react';
import { storedToken } from '../../lib/apollo';
import s from './admin.module.css';

/** A chosen image: the file, a preview address and its natural size (Height and Width are sent). */
export interface ChosenImage {
  file: File;
  preview: string;
  width: number;
  height: number;
}

export const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
const MAX_BYTES = 10 * 1024 * 1024;

function naturalSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error(NOT_AN_IMAGE));
    img.src = src;
  });
}

/** Reads a chosen file: images only, at most 10 MB, with its preview and natural size. */
export async function chooseImage(file: File): Promise<ChosenImage> {
  if (!file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE);
  if (file.size > MAX_BYTES) throw new Error('Image is larger than 10 MB');
  const preview = URL.createObjectURL(file);
  try {
    return { file, preview, ...(await naturalSize(preview)) };
  } catch (err) {
    URL.revokeObjectURL(preview);
    throw err;
  }
}

/** An image the upload route refused (its message), told apart from the save's own failures. */
export class UploadError extends Error {}

/**
 * Sends the image to POST /upload/{area} (multipart, the staff member's token) and answers the
 * ImageUploadInput that lets the form's record take it over.
 */
export async function uploadImage(
  area: string,
  image: ChosenImage,
): Promise<{ uploadedFileName: string; fileName: string; width: number; height: number }> {
  const body = new FormData();
  body.append('file', image.file);
  const token = storedToken();
  const res = await fetch(`/upload/${encodeURIComponent(area)}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const answer = (await res.json().catch(() => ({}))) as { fileName?: string; message?: string };
  if (!res.ok || !answer.fileName) throw new UploadError(answer.message || 'The image could not be uploaded');
  return { uploadedFileName: answer.fileName, fileName: image.file.name, width: image.width, height: image.height };
}

/** The image field: a file input taking images only, the preview of the chosen (or current) image and its size. */
export function ImageInput({
  id,
  current,
  value,
  onChange,
  onError,
  describedBy,
  invalid,
}: {
  id: string;
  /** The record's image now (editing). */
  current?: { src: string; width?: number | null; height?: number | null } | null;
  value: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
  onError: (message: string | null) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      if (value) URL.revokeObjectURL(value.preview);
    },
    [value],
  );
  const shown = value ? { src: value.preview, width: value.width, height: value.height } : (current ?? null);
  return (
    <div className={s.imageField}>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-busy={busy || undefined}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setBusy(true);
          try {
            onChange(await chooseImage(file));
            onError(null);
          } catch (err) {
            e.target.value = '';
            onChange(null);
            onError(err instanceof Error ? err.message : NOT_AN_IMAGE);
          } finally {
            setBusy(false);
          }
        }}
      />
      {shown && (
        <figure className={s.preview}>
          {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "the image" is the field's subject (a product's image), not the element */}
          <img src={shown.src} alt="Preview of the image" width={shown.width ?? 96} height={shown.height ?? 96} />
          {shown.width && shown.height ? (
            <figcaption>
              {shown.width} × {shown.height} px
            </figcaption>
          ) : null}
        </figure>
      )}
    </div>
  );
}
