/**
 * Builds the whole demo label in memory: every content file, keyed by its path under content/.
 * Pure (no I/O, no clock), so the generator and the tests get the same bytes.
 */
import type { ContentFiles, CookieConfigurationRecord, PageRecord, SiteSettingsRecord } from '../../server/sources/content/model';
import { buildArtists, buildLabels } from './catalogue';
import { buildPosts, buildTags } from './editorial';
import { FileRegistry } from './files';
import { buildEvents, buildPlaylists, buildRadioShows } from './listings';
import { buildMerch, buildTrackGroups } from './merch';
import { buildAccordions, buildBanners, buildCustomItems, buildForms, buildItemCollections } from './modules';
import { PAGE_IDS, buildPages } from './pages';
import { buildReleases } from './releases';
import { buildConcertEvents, buildJobs, buildVideos, VIDEO_PLAYLISTS } from './services';
import { buildCookies, buildSettings } from './site';
import { StoreBuilder } from './store';
import { DEMO_TODAY } from './text';
import { needed } from './needed';

export interface DemoContent {
  files: ContentFiles;
  settings: SiteSettingsRecord;
  cookies: CookieConfigurationRecord;
  /** By file name, without .json. */
  pages: Record<string, PageRecord>;
}

export function buildDemoContent(): DemoContent {
  const files = new FileRegistry();
  const labelSpecs = buildLabels(files);
  const artists = buildArtists(files);

  const store = new StoreBuilder();
  const releases = buildReleases(store, files, labelSpecs, artists);
  const merch = buildMerch(store, files, labelSpecs, artists, releases);
  buildTrackGroups(store, files, labelSpecs, releases);
  const mainLabel = needed(labelSpecs[0], 'a main label').record;
  const publicReleases = releases.filter((release) => release.status === 'active' && release.visibility === 'public');
  const preorderAlbum = publicReleases.find(
    (release) => release.type === 'album' && release.label === mainLabel.id && new Date(release.release_date ?? '') > DEMO_TODAY,
  );
  if (!preorderAlbum) throw new Error('The demo catalogue needs a main-label album on pre-order');
  // /releases features the pre-order that comes out next: the newest, first in its grid, needs no banner.
  const comingNext = publicReleases
    .filter((release) => new Date(release.release_date ?? '') > DEMO_TODAY)
    .sort((a, b) => (a.release_date ?? '').localeCompare(b.release_date ?? ''))[0]!;

  const banners = buildBanners(files, preorderAlbum);
  const bannerIds = banners.map((banner) => banner.id);
  const tags = buildTags();
  const sisterLabels = labelSpecs.filter((spec) => spec.record.kind === 'sister').map((spec) => spec.record.name);
  const posts = buildPosts({ files, artists, releases: publicReleases, tags, bannerIds, sisterLabels });
  const events = buildEvents(files, artists, bannerIds);
  const playlists = buildPlaylists(files);
  const radioShows = buildRadioShows(files, artists);
  const customItems = buildCustomItems(files);
  const accordions = buildAccordions();
  const itemCollections = buildItemCollections({
    artists,
    releases,
    merch,
    posts,
    events,
    playlists,
    radioShows,
    customItems,
    pageIds: PAGE_IDS,
  });
  const forms = buildForms();
  const concertEvents = buildConcertEvents(artists);
  const videos = buildVideos(files, artists);
  const jobsAccount = needed(forms.jobsAccounts[0], 'a jobs account');
  const jobs = buildJobs(jobsAccount.accountName);

  const pages = buildPages({
    files,
    itemCollections: itemCollections.map((collection) => collection.id),
    bannerIds: { preorder: '1', radio: '2', sale: '3', newsletter: '4', demos: '5' },
    accordionIds: { shipping: needed(accordions[0], 'a shipping accordion').id, demos: needed(accordions[1], 'a demos accordion').id },
    contactFormId: needed(forms.contactForms[0], 'a contact form').id,
    emailFormId: needed(forms.emailForms[0], 'an email form').id,
    jobsAccountName: jobsAccount.accountName,
    videoPlaylists: { sessions: VIDEO_PLAYLISTS.sessions.id, radio: VIDEO_PLAYLISTS.radio.id },
    touringArtists: [...new Set(concertEvents.map((concert) => concert.artistName))],
    featuredReleases: { preorder: preorderAlbum.id, comingNext: comingNext.id },
  });

  return {
    files: {
      labels: labelSpecs.map((spec) => spec.record),
      artists,
      product_groups: store.groups,
      products: store.products,
      tracks: store.tracks,
      tags,
      posts,
      events,
      playlists,
      radioShows,
      banners,
      item_collections: itemCollections,
      custom_items: customItems,
      accordions,
      jobs_accounts: forms.jobsAccounts,
      contact_forms: forms.contactForms,
      email_forms: forms.emailForms,
      concert_events: concertEvents,
      videos,
      jobs,
      // Last: every other builder has registered the files it references by now.
      files: files.records(),
    },
    settings: buildSettings(store.products, store.groups),
    cookies: buildCookies(),
    pages,
  };
}

/** The JSON text of every content file, keyed by its path relative to content/. */
export function renderDemoContent(content: DemoContent = buildDemoContent()): Map<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const out = new Map<string, string>();
  for (const [name, records] of Object.entries(content.files)) out.set(`${name}.json`, json(records));
  out.set('settings.json', json(content.settings));
  out.set('cookies.json', json(content.cookies));
  for (const [name, page] of Object.entries(content.pages)) out.set(`pages/${name}.json`, json(page));
  return out;
}
