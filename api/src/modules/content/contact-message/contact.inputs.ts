import { Field, InputType, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';

@InputType({ description: 'The Contact Us form without files; a form with attachments is sent as multipart to POST /contact' })
export class ContactMessageInput {
  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field({ description: 'support, sales or feedback' })
  subject: string;

  @Field(() => String, { nullable: true })
  message?: string | null;
}

@ObjectType({ description: 'What the shopper is told once the message is kept' })
export class ContactMessageReceipt {
  @Access('public')
  @Field()
  message: string;
}
