import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { RateLimited } from '../../../common/rate-limit';
import type { Context } from '../../../context';
import { ContactMessageInput, ContactMessageReceipt } from './contact.inputs';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactMessageReceipt, { description: 'Sends the Contact Us form; staff read it in contactMessages' })
  @Access('public')
  @RateLimited({ address: 'contact' }, 'contact messages')
  sendContactMessage(@Ctx() ctx: Context, @Arg('input', () => ContactMessageInput) input: ContactMessageInput) {
    return ctx.services.contact.send(ctx.branchCode, input);
  }
}
