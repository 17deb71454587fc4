/**
 * Work a request starts and does not wait for (a mail, a look-up made after the answer): each job's
 * failure goes to `onError`, never to a caller, and `settled()` waits for every job started so far (for
 * shutdown and tests).
 */
export class BackgroundJobs {
  private readonly pending = new Set<Promise<void>>();

  /** Starts `work` now; the promise answered never rejects. */
  run(work: () => Promise<void>, onError: (err: unknown) => void): Promise<void> {
    const job: Promise<void> = Promise.resolve()
      .then(work)
      .catch(onError)
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
    return job;
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
