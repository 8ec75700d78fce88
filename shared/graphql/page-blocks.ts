import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PageBlockFragment, PageSlotFragment, RichTextBlockFragment } from './generated/operation-types';

/**
 * What the site reads of rich text and page-builder slots: every block and slot kind by an inline
 * fragment (the unions of server/graphql/block-type-defs.ts, decision 0072). `__typename` is selected
 * because the components narrow on it, and a server render keeps results as the schema answers them.
 */

/** Rich text with no slots: a banner's or an accordion section's content, a footer column. */
export const RICH_TEXT_BLOCK: TypedDocumentNode<RichTextBlockFragment> = gql`
  fragment RichTextBlock on RichTextBlock {
    __typename
    ... on ParagraphBlock {
      id
      type
      data {
        text
      }
    }
    ... on HeaderBlock {
      id
      type
      data {
        text
        level
        anchor
      }
    }
    ... on CodeBlock {
      id
      type
      data {
        code
      }
    }
    ... on DelimiterBlock {
      id
      type
    }
    ... on DividerBlock {
      id
      type
    }
    ... on RawBlock {
      id
      type
      data {
        html
      }
    }
    ... on ImageBlock {
      id
      type
      data {
        file {
          id
          url
          width
          height
        }
        url
        caption
      }
    }
    ... on ListBlock {
      id
      type
      data {
        style
        items
      }
    }
    ... on QuoteBlock {
      id
      type
      data {
        text
        caption
        alignment
      }
    }
    ... on TableBlock {
      id
      type
      data {
        withHeadings
        content
        footer
        caption
      }
    }
    ... on EmbedBlock {
      id
      type
      data {
        service
        source
        embed
        width
        height
        caption
      }
    }
    ... on IframeBlock {
      id
      type
      data {
        embed
        caption
      }
    }
  }
`;

/** A slot: the single-item kinds with their item, the listing kinds with their configuration. */
export const PAGE_SLOT: TypedDocumentNode<PageSlotFragment> = gql`
  fragment PageSlot on PageSlot {
    __typename
    ... on BannerSlot {
      kind
      item {
        id
        title
        image
        layout
        link_url
        button_text
        tagline
        blocks {
          ...RichTextBlock
        }
      }
    }
    ... on AccordionSlot {
      kind
      item {
        id
        title
        sections {
          title
          blocks {
            ...RichTextBlock
          }
        }
      }
    }
    ... on ContactFormSlot {
      kind
      item {
        id
        title
        departments {
          channel_id
          department_name
        }
      }
    }
    ... on EmailFormSlot {
      kind
      item {
        id
        title
        form_id
      }
    }
    ... on FeaturedItemSlot {
      kind
      item {
        id
        title
        href
        reference_type
        typeLabel
        artist {
          name
          href
        }
        image
        release_date
        date_available
      }
    }
    ... on ItemCollectionSlot {
      kind
      item {
        id
        title
        display
        entries {
          collection
          item
          href
          url
          name
          title
          typeLabel
          type_label
          artist {
            name
            href
          }
          image
          release_date
          video_url
        }
      }
    }
    ... on CollectionViewSlot {
      kind
      view
    }
    ... on JobListingsSlot {
      kind
      accountName
      title
    }
    ... on VideoPlaylistSlot {
      kind
      playlistId
      title
      maxResults
    }
    ... on ConcertEventsSlot {
      kind
      artistName
      title
    }
  }
  ${RICH_TEXT_BLOCK}
`;

/** A block of a page, post, event, artist bio or release description: rich text or a slot. */
export const PAGE_BLOCK: TypedDocumentNode<PageBlockFragment> = gql`
  fragment PageBlock on PageBlock {
    __typename
    ...RichTextBlock
    ... on SlotBlock {
      id
      type
      data {
        ...PageSlot
      }
    }
  }
  ${PAGE_SLOT}
`;
