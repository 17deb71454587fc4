import type { Mailer } from '../../../common/mailer';
import type { TokenSigner } from './tokens';

/** What accounts need from the process beyond the database. */
export interface AccountWiring {
  tokens: TokenSigner;
  mailer: Mailer;
  /** Origin of the links sent by mail, e.g. https://shop.example.co.uk */
  publicUrl: string;
}
