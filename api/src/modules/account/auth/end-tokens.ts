import type { EntityManager } from 'typeorm';
import { User } from '../user/user.entity';

/** Ends every token signed for the account so far: they carry the old token version (see authenticate). */
export async function endTokens(m: EntityManager, userId: number): Promise<void> {
  await m.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
}
