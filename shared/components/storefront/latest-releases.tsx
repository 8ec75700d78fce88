import type { CollectionView as CollectionViewConfig } from '../../lib/catalog/collection-view-config';
import { CollectionView } from './collection-view';

/** The newest public releases that are out (a fan can buy and hear them now): six covers and a link to all. */
const LATEST_RELEASES: CollectionViewConfig = {
  collection: 'product_groups',
  title: 'Latest releases',
  display: 'grid',
  filter: { _and: [{ reference_type: { _eq: 'release' }, visibility: { _eq: 'public' } }, { release_date: { _lte: '$NOW' } }] },
  sort: ['-release_date'],
  // With a More link the last slot is dropped (spec 001 §9): six shown.
  limit: 7,
  columns: 6,
  moreLink: { url: '/releases', text: 'All releases' },
};

export interface LatestReleasesProps {
  now: Date;
  currency: string;
}

/** The 404's latest releases: a content part of its own, so the collection views stay out of the first load. */
export default function LatestReleases({ now, currency }: LatestReleasesProps) {
  return <CollectionView view={LATEST_RELEASES} now={now} currency={currency} />;
}
