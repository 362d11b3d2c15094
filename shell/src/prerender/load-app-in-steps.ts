import { yieldToMain } from './yield-to-main.ts';

/**
 * The app's code, imported a part at a time: webpack evaluates everything one `import()` reaches
 * in a single task, which for the whole app (React DOM, the router, emotion, the layout) blocks a
 * phone's main thread for a third of a second. Each part here is evaluated in a task of its own,
 * with a yield between, so input is answered in between. Parts already evaluated cost nothing again.
 */
const STEPS = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@site/ui/router'),
  () => import('@emotion/react'),
  () => import('../layout/site-layout.tsx'),
  () => import('../create-router.tsx'),
];

export async function loadAppInSteps(): Promise<typeof import('../bootstrap.tsx')> {
  for (const step of STEPS) {
    await step();
    await yieldToMain();
  }
  return import('../bootstrap.tsx');
}
