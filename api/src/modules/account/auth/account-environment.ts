import type { ShopMails } from '../../mail/shop-mails';
import type { TokenSigner } from './tokens';

/** What accounts need from the process beyond the database. */
export interface AccountWiring {
  tokens: TokenSigner;
  /** The shop's e-mails (the password reset link). */
  mails: ShopMails;
  /** Origin of the links sent by mail, e.g. https://shop.example.co.uk */
  publicUrl: string;
}
