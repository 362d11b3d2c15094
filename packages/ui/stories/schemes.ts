/**
 * The two colour schemes every state is shown in: `globals.scheme`, applied by the withScheme
 * decorator of .storybook/preview.tsx. Stories come in pairs, `<State>Light` and `<State>Dark`.
 */
export const light = { scheme: 'light' } as const;
export const dark = { scheme: 'dark' } as const;
