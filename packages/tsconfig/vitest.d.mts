/** What every package's Vitest run shares (see vitest.mjs). */
export declare const sharedTestOptions: { readonly isolate: false };
