import { Caller, requireStaff } from '../../../common/auth';
import { NotFoundError, ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { oneLine } from '../../../common/text';
import type { ShopMails } from '../../mail/shop-mails';
import { ContactAttachmentStore, ContactFile } from './contact-attachments';
import { CONTACT_SUBJECTS, ContactMessage } from './contact-message.entity';
import type { ContactMessageInput, ContactMessageReceipt } from './contact.inputs';
import { recordUpdate } from '../../../common/audit/audit-recorder';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTACT_CONFIRMATION = 'Thank you for your message. We will reply by email as soon as we can.';

/**
 * The Contact Us form: checks the fields and attachments, keeps the message for staff, then mails a copy
 * to the shop and an acknowledgement to the sender in the background.
 */
export class ContactService {
  constructor(
    private readonly db: Database,
    readonly attachments: ContactAttachmentStore,
    private readonly mails?: ShopMails,
  ) {}

  async send(branchCode: string, input: ContactMessageInput, files: readonly ContactFile[] = []): Promise<ContactMessageReceipt> {
    const values = validate(input);
    const names = await this.attachments.save(files);
    let sentAt: Date;
    try {
      const repo = this.db.repo(ContactMessage);
      const saved = await repo.save(repo.create({ ...values, attachments: names, branchCode }));
      this.db.changed(ContactMessage, [saved.id], 'create');
      sentAt = saved.createdAt ?? new Date();
    } catch (err) {
      await this.attachments.remove(names);
      throw err;
    }
    // Not awaited: the mails go after the answer, and their failures are logged, never answered.
    void this.mails?.contactMessage(branchCode, {
      ...values,
      attachments: files.map((f, i) => oneLine(f.fileName ?? '', 100) || names[i]),
      sentAt,
    });
    return { message: CONTACT_CONFIRMATION };
  }

  /** A stored attachment of a message of the branch, for staff: where the file is and its content type. */
  async attachment(caller: Caller | null, branchCode: string, name: string): Promise<{ file: string; contentType: string }> {
    requireStaff(caller);
    const located = this.attachments.locate(name);
    const missing = new NotFoundError(`No attachment named ${name.slice(0, 100)}`);
    if (!located) throw missing;
    // Stored names hold only [a-z0-9.-], so they need no escaping inside LIKE.
    const owner = await this.db
      .repo(ContactMessage)
      .createQueryBuilder('m')
      .select('m.id')
      .where('m.branchCode = :branchCode', { branchCode })
      .andWhere('m.attachments LIKE :quoted', { quoted: `%${JSON.stringify(name)}%` })
      .getOne();
    if (!owner) throw missing;
    return located;
  }

  /**
   * Marks a message of the branch handled (read) or not, for staff: handled keeps the first time it was
   * marked so; unhandled clears it.
   */
  async setHandled(caller: Caller | null, branchCode: string, id: number, handled: boolean): Promise<ContactMessage> {
    requireStaff(caller);
    const repo = this.db.repo(ContactMessage);
    const message = await repo.findOneBy({ branchCode, id });
    if (!message) throw new NotFoundError(`No contact message with id ${id}`);
    const handledAt = handled ? (message.handledAt ?? new Date()) : null;
    if ((handledAt?.getTime() ?? null) !== (message.handledAt?.getTime() ?? null)) {
      await this.db.transaction(async (m) => {
        await m.update(ContactMessage, { id }, { handledAt });
        await recordUpdate(m, ContactMessage, message, { handledAt });
      });
      this.db.changed(ContactMessage, [id], 'update');
    }
    return repo.findOneByOrFail({ id });
  }

  /** Removes the files of a message that has been deleted. */
  async removeAttachmentsOf(message: Pick<ContactMessage, 'attachments'>): Promise<void> {
    await this.attachments.remove(Array.isArray(message.attachments) ? message.attachments : []);
  }
}

function validate(input: ContactMessageInput): Pick<ContactMessage, 'fullName' | 'email' | 'subject' | 'message'> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const fullName = text(input.fullName);
  const email = text(input.email).toLowerCase();
  const subject = text(input.subject).toLowerCase();
  const message = text(input.message);
  if (!fullName) throw new ValidationError('Full name is required', 'fullName');
  if (fullName.length > 120) throw new ValidationError('Full name must be at most 120 characters', 'fullName');
  if (!email) throw new ValidationError('Email is required', 'email');
  if (email.length > 200 || !EMAIL.test(email)) throw new ValidationError('Email is not a valid email address', 'email');
  if (!subject) throw new ValidationError('Subject is required', 'subject');
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(subject))
    throw new ValidationError('Subject must be support, sales or feedback', 'subject');
  if (message.length > 10_000) throw new ValidationError('Message must be at most 10000 characters', 'message');
  return { fullName, email, subject, message: message || null };
}
