/** A chosen profile image as the API takes it (a data-URL string, the file name, its natural size). */
export interface ProfileImage {
  dataUrl: string;
  fileName: string;
  width: number;
  height: number;
}

/** Larger pictures are scaled down in the browser: a GraphQL request may carry at most 1 MB. */
const MAX_SIDE = 640;
const MAX_BYTES = 10 * 1024 * 1024;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

const decode = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Profile image must be an image file (JPEG, PNG, WebP or GIF)'));
    img.src = src;
  });

/** Reads an image file into a data URL with its size, scaled to at most 640 px a side (as JPEG) when larger. */
export async function readProfileImage(file: File): Promise<ProfileImage> {
  if (!file.type.startsWith('image/')) throw new Error('Profile image must be an image file (JPEG, PNG, WebP or GIF)');
  if (file.size > MAX_BYTES) throw new Error('Image is larger than 10 MB');
  const original = await readAsDataUrl(file);
  const img = await decode(original);
  const { naturalWidth: w, naturalHeight: h } = img;
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
  if (scale === 1 && original.length < 600_000) return { dataUrl: original, fileName: file.name, width: w, height: h };
  const width = Math.max(1, Math.round(w * scale));
  const height = Math.max(1, Math.round(h * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the image; please choose a smaller one');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(img, 0, 0, width, height);
  return { dataUrl: canvas.toDataURL('image/jpeg', 0.85), fileName: file.name.replace(/\.[^.]+$/, '') + '.jpg', width, height };
}
