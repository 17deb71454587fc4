import { useState, type Ref } from 'react';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { messages } from '../../config/messages';
import { readProfileImage, type ProfileImage } from './profile-image';

/**
 * The profile picture input of registration and My Account: images only, read (and scaled) in the
 * browser with a preview beside it; a file that cannot be read is said under the field and chooses nothing.
 */
export function ProfileImageField({
  name,
  inputRef,
  onChange,
  onBlur,
  error,
  hint,
  optional,
  preview,
  previewAlt,
}: {
  name: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: (image: ProfileImage | null) => void;
  onBlur: () => void;
  error?: string;
  hint: string;
  optional?: boolean;
  /** What the preview shows: the chosen picture, or the current one; nothing when null. */
  preview: string | null;
  previewAlt: string;
}) {
  const [problem, setProblem] = useState('');
  return (
    <div className={s.preview}>
      {preview && <img src={preview} alt={previewAlt} width={72} height={72} />}
      <div className={s.grow}>
        <FormField label="Profile image" optional={optional} error={problem || error} hint={hint}>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            name={name}
            className={s.input}
            onBlur={onBlur}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              setProblem('');
              if (!file) return onChange(null);
              try {
                onChange(await readProfileImage(file));
              } catch (err) {
                onChange(null);
                setProblem(err instanceof Error ? err.message : messages.unexpected);
              }
            }}
          />
        </FormField>
      </div>
    </div>
  );
}
