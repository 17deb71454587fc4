import { ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { ContactAttachmentStore } from './contact-attachments';
import { CONTACT_SUBJECTS, ContactMessage } from './contact-message.entity';
import type { ContactMessageInput, ContactMessageReceipt } from './contact.inputs';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTACT_CONFIRMATION = 'Thank you for your message. We will reply by email as soon as we can.';

/** The Contact Us form: checks the fields and attachments, then keeps the message for staff. */
export class ContactService {
  constructor(private readonly db: Database, private readonly attachments: ContactAttachmentStore) {}

  async send(branchCode: string, input: ContactMessageInput): Promise<ContactMessageReceipt> {
    const values = validate(input);
    const files = await this.attachments.save(input.attachments ?? []);
    try {
      const repo = this.db.repo(ContactMessage);
      const saved = await repo.save(repo.create({ ...values, attachments: files, branchCode }));
      this.db.changed(ContactMessage, [saved.id], 'create');
    } catch (err) {
      await this.attachments.remove(files);
      throw err;
    }
    return { message: CONTACT_CONFIRMATION };
  }
}

function validate(input: ContactMessageInput): Pick<ContactMessage, 'fullName' | 'email' | 'subject' | 'message'> {
  const fullName = (input.fullName ?? '').trim();
  const email = (input.email ?? '').trim().toLowerCase();
  const subject = (input.subject ?? '').trim().toLowerCase();
  const message = (input.message ?? '').trim();
  if (!fullName) throw new ValidationError('Full name is required', 'fullName');
  if (fullName.length > 120) throw new ValidationError('Full name must be at most 120 characters', 'fullName');
  if (!email) throw new ValidationError('Email is required', 'email');
  if (email.length > 200 || !EMAIL.test(email)) throw new ValidationError('Email is not a valid email address', 'email');
  if (!subject) throw new ValidationError('Subject is required', 'subject');
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(subject)) throw new ValidationError('Subject must be support, sales or feedback', 'subject');
  if (message.length > 10_000) throw new ValidationError('Message must be at most 10000 characters', 'message');
  return { fullName, email, subject, message: message || null };
}
