/** JSON text PostgreSQL takes as jsonb, which refuses the NUL character: each is left out (an escaped backslash before one is kept). */
export const asJsonb = (value: unknown): string => JSON.stringify(value).replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1');
