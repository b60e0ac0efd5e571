/**
 * Everything the bench starts (the local stacks, PostgreSQL, Lighthouse's Chromium, temp dirs)
 * registers how to stop it here. `stopAll` runs the stoppers newest first, so a database is
 * stopped before the temp dir holding it is removed, and runs on success, on failure and on
 * Ctrl-C alike: a bench on a shared machine must never leave a postmaster or a JVM behind.
 */
interface Stopper {
  name: string;
  stop: () => Promise<void> | void;
}

const stoppers: Stopper[] = [];
let stopping: Promise<void> | undefined;

/** Registers a stopper; the returned function stops that one thing now (and only once). */
export function onCleanup(name: string, stop: () => Promise<void> | void): () => Promise<void> {
  const stopper: Stopper = { name, stop };
  stoppers.push(stopper);
  return async () => {
    const at = stoppers.indexOf(stopper);
    if (at === -1) return;
    stoppers.splice(at, 1);
    await stop();
  };
}

/** Stops whatever is still running, newest first; one failing stopper does not keep the others running. */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    while (stoppers.length) {
      const stopper = stoppers.pop()!;
      try {
        await stopper.stop();
      } catch (error) {
        console.error(`  (could not stop ${stopper.name}: ${(error as Error).message})`);
      }
    }
  })();
  return stopping;
}

/**
 * Ctrl-C and SIGTERM: stop everything, then exit. Repeated signals are ignored: one Ctrl-C
 * often arrives twice (the terminal signals the whole process group, and tsx relays it to this
 * process as well), and exiting on the second would leave PostgreSQL's temp dir or a stack
 * behind. The wait is bounded instead: after 30 s the process exits regardless.
 */
export function stopAllOnSignals(): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    console.error(`\n${signal}: stopping everything the bench started…`);
    const deadline = setTimeout(() => process.exit(130), 30_000);
    void stopAll().finally(() => {
      clearTimeout(deadline);
      process.exit(130);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
