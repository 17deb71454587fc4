import { Field, InputType, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';

@InputType({ description: 'A file attached on the Contact Us page: an image or a PDF as a data URL' })
export class ContactAttachmentInput {
  @Field({ description: 'data:...;base64,... of at most 10 MB' })
  dataUrl: string;

  @Field(() => String, { nullable: true })
  fileName?: string | null;
}

@InputType({ description: 'The Contact Us form' })
export class ContactMessageInput {
  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field({ description: 'support, sales or feedback' })
  subject: string;

  @Field(() => String, { nullable: true })
  message?: string | null;

  @Field(() => [ContactAttachmentInput], { nullable: true, description: 'Up to 10 images or PDFs, 10 MB each' })
  attachments?: ContactAttachmentInput[] | null;
}

@ObjectType({ description: 'What the shopper is told once the message is kept' })
export class ContactMessageReceipt {
  @Access('public') @Field()
  message: string;
}
