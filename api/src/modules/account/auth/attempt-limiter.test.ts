import { AppError } from '../../../common/errors';
import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  let now = 0;
  const limiter = () => new AttemptLimiter(3, 15 * 60_000, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  test('allows attempts up to the limit, then refuses with RATE_LIMITED and the minutes to wait', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      expect(() => l.check('a', 'failed login attempts')).not.toThrow();
      l.record('a');
    }
    expect(l.isBlocked('a')).toBe(true);
    now += 60_000;
    let error: unknown;
    try {
      l.check('a', 'failed login attempts');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).message).toBe('Too many failed login attempts. Please try again in 14 minutes.');
  });

  test('keys are counted apart, a success clears its key, and the window expires', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) l.record('a');
    expect(l.isBlocked('b')).toBe(false);
    l.clear('a');
    expect(l.isBlocked('a')).toBe(false);
    for (let i = 0; i < 3; i++) l.record('a');
    now += 15 * 60_000;
    expect(l.isBlocked('a')).toBe(false);
    expect(() => l.check('a', 'x')).not.toThrow();
  });
});
