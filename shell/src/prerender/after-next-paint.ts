/** Runs `callback` in the task after the next frame has been painted. */
export const afterNextPaint = (callback: () => void): void => {
  requestAnimationFrame(() => setTimeout(callback, 0));
};
