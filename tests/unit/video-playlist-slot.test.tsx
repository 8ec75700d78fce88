/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { useApolloClient } from '@apollo/client/react';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { QueryEngineContext } from '../../shared/app/site-query';
import { VideoPlaylistSlot } from '../../shared/components/video/video-playlist-slot';
import { defaultQueryOptions } from '../../shared/graphql/cache';
import { PLAYLIST_ITEMS } from '../../shared/graphql/services';
import { playlistMaxResults } from '../../shared/lib/catalog/collection-paging';
import { COLLECTION_ERROR_TEXT, LOAD_MORE_TEXT } from '../../shared/lib/catalog/storefront-texts';
import { browserEngineOver } from '../support/browser-engine-queries';
import { click, renderAt } from './storefront/render-helpers';

const PLAYLIST = 'PLsessions';
const MAX_RESULTS = 4;

const video = (n: number) => ({
  __typename: 'PlaylistItem',
  contentDetails: { __typename: 'VideoContentDetails', videoId: `video-${n}` },
  snippet: {
    __typename: 'VideoSnippet',
    title: `Session ${n}`,
    thumbnails: {
      __typename: 'VideoThumbnails',
      medium: { __typename: 'VideoThumbnail', url: `/thumbs/${n}.jpg`, width: 320, height: 180 },
      high: null,
    },
  },
});

type Mock = MockLink.MockedResponse;
const firstPage: Mock = {
  request: { query: PLAYLIST_ITEMS, variables: { playlistId: PLAYLIST, maxResults: playlistMaxResults(true, MAX_RESULTS) } },
  result: { data: { playlistItems: { __typename: 'PlaylistItems', nextPageToken: 'page-2', items: [1, 2, 3].map(video) } } },
};
/** The next page as the server answers a service failure: null, with the playlist's error. */
const failedNextPage: Mock = {
  request: {
    query: PLAYLIST_ITEMS,
    variables: { playlistId: PLAYLIST, maxResults: playlistMaxResults(false, MAX_RESULTS), pageToken: 'page-2' },
  },
  result: { data: { playlistItems: null }, errors: [new GraphQLError('The video playlist is unavailable')] },
};

function MockedQueries({ children }: { children: ReactNode }) {
  return <QueryEngineContext.Provider value={browserEngineOver(useApolloClient())}>{children}</QueryEngineContext.Provider>;
}

/** The videos shown, by their buttons' names. */
const titles = () => screen.queryAllByRole('button', { name: /^Session/ }).map((button) => button.textContent?.replace('▶', ''));

describe('VideoPlaylistSlot', () => {
  it('says "Error loading posts." when its next page fails, keeping the videos it shows and the button to try again', async () => {
    const { unmount } = await renderAt(
      <MockedProvider mocks={[firstPage, failedNextPage]} defaultOptions={defaultQueryOptions}>
        <MockedQueries>
          <VideoPlaylistSlot playlistId={PLAYLIST} title="Sessions" maxResults={MAX_RESULTS} />
        </MockedQueries>
      </MockedProvider>,
    );
    await waitFor(() => expect(titles()).toHaveLength(3), { timeout: 2000 });
    expect(screen.queryByRole('alert')).toBeNull();

    await click(screen.getByRole('button', { name: LOAD_MORE_TEXT }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(COLLECTION_ERROR_TEXT), { timeout: 2000 });
    expect(titles()).toEqual(['Session 1', 'Session 2', 'Session 3']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: LOAD_MORE_TEXT }).disabled).toBe(false);
    unmount();
  });
});
