import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PlayerReleaseCoverFragment } from './generated/operation-types';

/**
 * The release cover the player bar shows, read from the cache only (never sent to the server, so
 * it needs no trusted-document entry): tiles have already loaded it.
 */
export const RELEASE_COVER: TypedDocumentNode<PlayerReleaseCoverFragment> = gql`
  fragment PlayerReleaseCover on product_groups {
    cover_image
    image_url
  }
`;
