import { coverArt, type CoverCollection, type CoverSubject } from '@site/contracts/cover-art';

/** A seed record as written: it names what its cover draws; the picture's address comes from its slug. */
export type WithCoverSubject<Input extends { heroImage: unknown }> = Omit<Input, 'heroImage'> & { cover: CoverSubject };

/** The seed records of a collection with their drawn covers (`@site/contracts/cover-art`). */
export function withCovers<Input extends { slug: string; heroImage: { url: string; alt: string } }>(
  collection: CoverCollection,
  records: readonly WithCoverSubject<Input>[],
): Input[] {
  // TypeScript cannot follow the rest of a generic object: the record less `cover` plus `heroImage` is an Input.
  return records.map(({ cover, ...record }) => ({ ...record, heroImage: coverArt(collection, cover, record.slug) }) as unknown as Input);
}
