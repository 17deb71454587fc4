import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import type { Caller } from '../../../common/auth';
import { Role } from '../../../common/roles';

/** bcrypt's cost for new password hashes; a hash keeps its own cost, so changing it never locks anyone out. */
const DEFAULT_ROUNDS = 11;
let rounds = DEFAULT_ROUNDS;

/** Sets the cost of the hashes made from now on (the shop's start, from its config: PASSWORD_HASH_ROUNDS, 4–15). */
export function setPasswordHashRounds(cost: number): void {
  rounds = cost;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, rounds);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * The JWT secret: JWT_SECRET when given; otherwise one generated on first start and kept in DATA_DIR,
 * so the embedded shop has a stable secret and the repository holds none.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** What a two-factor challenge stands for: the account whose password was right, at its token version. */
export interface TwoFactorClaim {
  userId: number;
  branchCode: string;
  tokenVersion: number;
}

const CHALLENGE_PURPOSE = 'two-factor';
/** How long the second step of a sign-in may wait for its code. */
export const CHALLENGE_SECONDS = 5 * 60;

export class TokenSigner {
  constructor(
    private readonly secret: string,
    private readonly expiresIn: string,
  ) {}

  /** A key for another use of the shop's secret (e.g. 'order-tokens'), so that no two uses share one key. */
  derivedKey(purpose: string): Buffer {
    return crypto.createHmac('sha256', this.secret).update(`shop-derived-key|${purpose}`, 'utf8').digest();
  }

  /** A token for the account; `tokenVersion` is the account's current one (a raised version ends the token). */
  sign(caller: Caller): string {
    return jwt.sign({ role: caller.role, branch: caller.branchCode, ver: caller.tokenVersion ?? 0 }, this.secret, {
      subject: String(caller.userId),
      expiresIn: this.expiresIn as jwt.SignOptions['expiresIn'],
      algorithm: 'HS256',
    });
  }

  /** The caller a token stands for, or null when it is missing, forged or expired. */
  verify(token: string | undefined | null): Caller | null {
    if (!token) return null;
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      // A token with a purpose (a two-factor challenge) never stands for a signed-in caller.
      if (payload.purpose !== undefined) return null;
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || !Object.values(Role).includes(payload.role)) return null;
      const tokenVersion = payload.ver === undefined ? 0 : Number(payload.ver);
      if (!Number.isInteger(tokenVersion)) return null;
      return { userId, role: payload.role as Role, branchCode: String(payload.branch), tokenVersion };
    } catch {
      return null;
    }
  }

  /** The second step of a sign-in: a short-lived token that only verifyTwoFactor accepts. */
  signChallenge(claim: TwoFactorClaim): string {
    return jwt.sign({ purpose: CHALLENGE_PURPOSE, branch: claim.branchCode, ver: claim.tokenVersion }, this.secret, {
      subject: String(claim.userId),
      expiresIn: CHALLENGE_SECONDS,
      algorithm: 'HS256',
    });
  }

  /** The claim of a challenge, or null when it is not one, forged or older than five minutes. */
  verifyChallenge(challenge: string | undefined | null): TwoFactorClaim | null {
    if (!challenge) return null;
    try {
      const payload = jwt.verify(challenge, this.secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      const userId = Number(payload.sub);
      const tokenVersion = Number(payload.ver);
      if (payload.purpose !== CHALLENGE_PURPOSE || !Number.isInteger(userId) || !Number.isInteger(tokenVersion)) return null;
      return { userId, branchCode: String(payload.branch), tokenVersion };
    } catch {
      return null;
    }
  }
}
