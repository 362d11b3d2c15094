/**
 * Preloaded into every site server the journeys start (`node --import`): the server stops, as on
 * SIGTERM, once the process that started it is gone. Playwright stops its servers when it ends,
 * but not when it is killed itself (an interrupted `npm test`, a closed terminal): the server it
 * left would keep its port, and the next run would find it there.
 *
 * Plain JavaScript, as the built server it is loaded into runs no TypeScript.
 */
import { isMainThread } from 'node:worker_threads';

const watched = Number(process.env.E2E_RUNNER_PID ?? process.ppid);
const POLL_MS = 1000;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's. ESRCH: gone.
    return error.code === 'EPERM';
  }
};

// Worker threads (the renderers) are started with this preload too: only the main thread watches,
// so the server gets one SIGTERM.
if (isMainThread) {
  const timer = setInterval(() => {
    if (alive(watched)) return;
    clearInterval(timer);
    console.error(`the journeys' runner (pid ${watched}) is gone: stopping this server`);
    process.kill(process.pid, 'SIGTERM');
  }, POLL_MS);
  // It never keeps the server alive by itself.
  timer.unref();
}
