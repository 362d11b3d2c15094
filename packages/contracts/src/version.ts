/**
 * Major version of the shell <-> remote contract. A remote built against another major
 * cannot be composed into this shell; the registry's contract gate reads this number.
 */
export const CONTRACTS_MAJOR = 2;
