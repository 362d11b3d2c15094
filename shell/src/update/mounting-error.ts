/**
 * "React Mounting Error": drawn with plain DOM because React itself may be what failed.
 * Text goes in through textContent, never as markup.
 */
export function renderMountingError(root: HTMLElement | null, error: unknown): void {
  console.error('[shell] the application could not start', error);
  if (!root) return;
  const err = error instanceof Error ? error : new Error(String(error));
  const section = document.createElement('section');
  section.setAttribute('role', 'alert');
  section.dataset.testid = 'mounting-error';
  section.style.cssText = 'max-width:48rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;color:#14213d';
  const title = document.createElement('h1');
  title.textContent = 'React Mounting Error';
  const message = document.createElement('p');
  message.textContent = err.message;
  const stack = document.createElement('pre');
  stack.textContent = err.stack ?? '';
  stack.style.cssText = 'white-space:pre-wrap;background:#f5f7fa;padding:1rem;border-radius:8px;font-size:0.8125rem';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload Page';
  button.style.cssText = 'min-height:44px;padding:0 1.5rem;font:inherit;font-weight:600;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  section.append(title, message, stack, button);
  root.replaceChildren(section);
}
