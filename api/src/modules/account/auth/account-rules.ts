import bcrypt from 'bcryptjs';
import { ValidationError } from '../../../common/errors';
import { ImageUploadInput } from '../../../common/images';

export const MIN_PASSWORD_LENGTH = 8;

export function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** A new password: at least 8 characters, and no longer than bcrypt can keep (72 bytes). */
export function checkPasswordStrength(password: string, field: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new ValidationError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`, field);
  if (bcrypt.truncates(password)) throw new ValidationError('Password must be at most 72 characters', field);
}

/** A new password with its confirmation, as the change- and reset-password forms send them. */
export function checkNewPassword(newPassword: string | null | undefined, confirmPassword: string | null | undefined): string {
  if (!newPassword) throw new ValidationError('New password is required', 'newPassword');
  checkPasswordStrength(newPassword, 'newPassword');
  if (newPassword !== confirmPassword) throw new ValidationError('Passwords do not match', 'confirmPassword');
  return newPassword;
}

export function checkMaxLength(value: string, max: number, label: string, field: string): string {
  if (value.length > max) throw new ValidationError(`${label} must be at most ${max} characters`, field);
  return value;
}

export function hasImage(image: ImageUploadInput | null | undefined): image is ImageUploadInput {
  return Boolean(image && (trimmed(image.dataUrl) || trimmed(image.uploadedFileName)));
}
