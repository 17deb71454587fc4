import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { RateLimited } from '../../../common/rate-limit';
import type { Context } from '../../../context';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput, ContactMessageReceipt } from './contact.inputs';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactMessageReceipt, { description: 'Sends the Contact Us form; staff read it in contactMessages' })
  @Access('public')
  @RateLimited({ address: 'contact' }, 'contact messages')
  sendContactMessage(@Ctx() ctx: Context, @Arg('input', () => ContactMessageInput) input: ContactMessageInput) {
    return ctx.services.contact.send(ctx.branchCode, input);
  }

  @Mutation(() => ContactMessage, {
    description: 'Marks a contact message handled (read) or not (staff); handledAt is when it was first marked handled',
  })
  @Access('staff')
  setContactMessageHandled(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('handled', () => Boolean) handled: boolean) {
    return ctx.services.contact.setHandled(ctx.caller, ctx.branchCode, id, handled);
  }
}
