// semver ships no types and @types/semver is not installed: the few functions the gate uses.
declare module 'semver' {
  interface RangeOptions {
    loose?: boolean;
    includePrerelease?: boolean;
  }
  const semver: {
    satisfies(version: string, range: string, options?: RangeOptions): boolean;
    valid(version: string | null | undefined): string | null;
    validRange(range: string | null | undefined, options?: RangeOptions): string | null;
  };
  export default semver;
}
