/**
 * A server's background jobs (publishing scheduled content, sweeping ended sessions, stepping
 * canaries, checking version files, backups) on one scheduler per server (toad-scheduler): each
 * job starts once the server is ready, never overlaps itself, and stops with the server, which
 * waits for a run under way. A job that must run on one server of a fleet at a time takes a lock
 * for each run (the database's advisory lock, passed in: this kit depends on nothing of ours).
 */
import type { FastifyInstance } from 'fastify';
import { AsyncTask, SimpleIntervalJob, ToadScheduler } from 'toad-scheduler';

/** A lock held for one run; `@site/db`'s `Database.tryLock` gives these. */
export interface RunLock {
  release(): Promise<void>;
}
/** Takes the lock named `name`, or answers null while another server holds it. */
export type TryLock = (name: string) => Promise<RunLock | null>;

export interface BackgroundJob {
  /** Unique on a server: names the job in logs and its lock. */
  name: string;
  everyMs: number;
  /** Errors are logged as warnings; the next interval tries again. */
  run: () => Promise<unknown>;
  /** Also run as soon as the server is ready, not only after the first interval. */
  runAtStart?: boolean;
  /** One server of the fleet at a time: a server that cannot take this lock skips that run. */
  fleetLock?: TryLock | undefined;
}

/** One scheduler per server: every plugin context of a Fastify server shares its `server`. */
const schedulers = new WeakMap<object, ToadScheduler>();

function schedulerOf(app: FastifyInstance): ToadScheduler {
  let scheduler = schedulers.get(app.server);
  if (!scheduler) {
    // Unreferenced: a pending job never keeps a process alive (tests, CLIs).
    scheduler = new ToadScheduler({ unref: true });
    schedulers.set(app.server, scheduler);
  }
  return scheduler;
}

/** The names of the jobs scheduled on `app`'s server (for health pages and tests). */
export function backgroundJobsOf(app: FastifyInstance): string[] {
  return (schedulers.get(app.server)?.getAllJobs() ?? []).map((job) => job.id ?? '');
}

export function scheduleBackgroundJob(app: FastifyInstance, { name, everyMs, run, runAtStart = false, fleetLock }: BackgroundJob): void {
  let running: Promise<unknown> | undefined;
  const runOnce = async (): Promise<void> => {
    const lock = fleetLock ? await fleetLock(`job:${name}`) : null;
    if (fleetLock && !lock) return;
    try {
      await run();
    } finally {
      await lock?.release();
    }
  };
  const task = new AsyncTask(name, () => {
    running = runOnce().catch((error: unknown) => app.log.warn({ err: error, job: name }, `${name}: this run failed; the next one tries again`));
    return running;
  });
  app.addHook('onReady', async () => {
    const scheduler = schedulerOf(app);
    if (scheduler.existsById(name)) throw new Error(`A background job named ${name} is already scheduled on this server`);
    scheduler.addSimpleIntervalJob(new SimpleIntervalJob({ milliseconds: everyMs, runImmediately: runAtStart }, task, { id: name, preventOverrun: true }));
  });
  app.addHook('onClose', async () => {
    schedulers.get(app.server)?.removeById(name);
    await running;
  });
}
