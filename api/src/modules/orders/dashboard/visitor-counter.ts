import crypto from 'node:crypto';
import { Between } from 'typeorm';
import type { Database } from '../../../db/database';
import { ukDate } from '../../../common/uk-days';
import { VisitorDay } from './visitor-day.entity';

/** The most visitors told apart in one UK day; beyond it, further new visitors that day are not counted. */
export const MAX_VISITORS_PER_DAY = 200_000;

/**
 * User agents that announce a robot, a link preview or a script rather than a person's browser. A missing
 * user agent is treated the same.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|phantomjs/i;

export function isBotAgent(userAgent: string | undefined | null): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}

interface Today {
  day: string;
  /** Random for this day only, kept in memory only: yesterday's hashes cannot be matched to today's. */
  salt: Buffer;
  seen: Set<string>;
}

/**
 * Counts distinct storefront visitors per UK day without cookies and without keeping addresses: a visitor
 * is sha256(day's random salt + address + user agent). The hashes of the current day live in memory only
 * (bounded); when the UK day changes they and the salt are dropped. The database holds the per-day count.
 */
export class VisitorCounter {
  private today: Today | undefined;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Notes one storefront page view; counts it when this address and browser have not been seen today. */
  visit(branchCode: string, address: string, userAgent: string | undefined): void {
    if (isBotAgent(userAgent)) return;
    const day = ukDate(this.now());
    if (this.today?.day !== day) this.today = { day, salt: crypto.randomBytes(32), seen: new Set() };
    const { seen, salt } = this.today;
    if (seen.size >= MAX_VISITORS_PER_DAY) return;
    const hash = crypto
      .createHash('sha256')
      .update(salt)
      .update(`${branchCode}\n${address}\n${userAgent}`)
      .digest('base64url')
      .slice(0, 22);
    if (seen.has(hash)) return;
    seen.add(hash);
    this.writes = this.writes.then(() => this.increment(branchCode, day)).catch(this.onError);
  }

  /** Resolves once every visit noted so far is in the database. */
  settled(): Promise<void> {
    return this.writes;
  }

  /** How many visitors are being told apart today (for tests and limits; never the hashes themselves). */
  get seenToday(): number {
    return this.today?.day === ukDate(this.now()) ? this.today.seen.size : 0;
  }

  /** The counts of the given UK days (YYYY-MM-DD, oldest first); days nobody visited are 0. */
  async countsOf(branchCode: string, days: readonly string[]): Promise<Map<string, number>> {
    await this.settled();
    const counts = new Map(days.map((d) => [d, 0]));
    if (!days.length) return counts;
    const rows = await this.db
      .repo(VisitorDay)
      .find({ select: { day: true, count: true }, where: { branchCode, day: Between(days[0], days[days.length - 1]) } });
    for (const row of rows) if (counts.has(row.day)) counts.set(row.day, Number(row.count));
    return counts;
  }

  private async increment(branchCode: string, day: string): Promise<void> {
    const bump = () =>
      this.db
        .repo(VisitorDay)
        .createQueryBuilder()
        .update(VisitorDay)
        .set({ count: () => 'count + 1' })
        .where('branch_code = :branchCode AND day = :day', { branchCode, day })
        .execute();
    if ((await bump()).affected) return;
    try {
      await this.db.repo(VisitorDay).insert({ branchCode, day, count: 1 });
    } catch {
      // Another process made the day's row meanwhile.
      await bump();
    }
  }
}
