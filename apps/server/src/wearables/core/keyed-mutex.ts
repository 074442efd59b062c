// One holder at a time per key, within this process: a connection's token refresh runs
// alone, so ten concurrent syncs cause one refresh, not ten (WEARABLES.md: one refresh at a time).

export class KeyedMutex {
  readonly #tails = new Map<string, Promise<void>>();

  /** Runs `work` once every earlier holder of `key` has finished (fulfilled or not). */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => mine);
    this.#tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      // The last holder leaves no entry behind.
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }
}
