/**
 * The words of the demo posts: topics, their titles and opening lines, body sentences, headings
 * and the tags each topic gets. Placeholders are filled by editorial.ts.
 */
import type { PostRecord } from '../../server/sources/content/model';

export type Topic = 'release' | 'interview' | 'tour' | 'radio' | 'label' | 'guide' | 'anniversary' | 'remix';

export const TOPIC_TAGS: Record<Topic, string[]> = {
  release: ['New Music', 'Announcements', 'Vinyl'],
  interview: ['Interviews', 'Studio', 'Behind the Scenes'],
  tour: ['Tour', 'Live', 'Announcements'],
  radio: ['Radio', 'Community'],
  label: ['Label News', 'Community', 'Announcements'],
  guide: ['Guides', 'Vinyl', 'Behind the Scenes'],
  anniversary: ['Anniversary', 'Label News'],
  remix: ['Remixes', 'New Music'],
};

export const TOPIC_TYPE: Record<Topic, PostRecord['type']> = {
  release: 'news',
  interview: 'feature',
  tour: 'news',
  radio: 'news',
  label: 'news',
  guide: 'feature',
  anniversary: 'feature',
  remix: 'news',
};

/** Per topic: stories as [title, opening sentence]; the opening doubles as the summary. */
export const STORIES: Record<Topic, [string, string][]> = {
  release: [
    [
      '{artist} announces new {typeWord} ‘{title}’',
      'We are thrilled to announce {titleLink}, the new {typeWord} from {artistLink}, out on {label} on {releaseDate}.',
    ],
    ['‘{title}’: the new {typeWord} from {artist}', '{artistLink} is back with {titleLink}, a {mood} new {typeWord} out on {releaseDate}.'],
    [
      '{artist} returns with ‘{title}’',
      'After a quiet couple of years, {artistLink} returns with {titleLink}, out on {label} on {releaseDate}.',
    ],
  ],
  interview: [
    ['In the studio with {artist}', 'We caught up with {artistLink} in {place}, a few weeks after {titleLink} came out.'],
    ['Five questions for {artist}', 'Five questions, five answers: {artistLink} on {titleLink}, {city} and what comes next.'],
    [
      '{artist} on {city}, night buses and making ‘{title}’',
      'It is a grey morning in {city} when we meet {artistLink} to talk about {titleLink}.',
    ],
    ['Meet {artist}, the sound of {mood} {genre}', 'If you have not heard {artistLink} yet, {titleLink} is the place to start.'],
  ],
  tour: [
    ['{artist} announces a {season} tour', '{artistLink} heads out on the road this {season}, with dates in {city}, {city2} and {city3}.'],
    [
      '{artist} brings ‘{title}’ to the stage',
      'This {season}, {artistLink} takes {titleLink} on tour for the first time, starting in {city}.',
    ],
    ['On the road: {artist} and {artist2}', '{artistLink} and {artist2Link} share a bill this {season}, from {city} to {city2}.'],
  ],
  radio: [
    [
      'Lumen Tide Radio reaches episode {n}',
      'Lumen Tide Radio has been on air every Friday since 2012, and this week it reaches episode {n}.',
    ],
    [
      'New on Lumen Tide Radio: a guest mix from {artist}',
      'This week {artistLink} joins us on Lumen Tide Radio for an hour of {mood} {genre}.',
    ],
    ['Tune in: {artist} takes over Lumen Tide Radio', '{artistLink} takes over the whole two hours of Lumen Tide Radio this Friday.'],
  ],
  label: [
    ['Welcome to the family, {artist}', 'We are delighted to welcome {artistLink} to the Lumen Tide family.'],
    ['A new home for the label', 'After eight years in a shared studio, the label has moved into {place}.'],
    ['Changes to shipping and pre-orders', 'A quick update on how we handle orders, shipping and pre-orders from this month.'],
    ['Our winter schedule', 'The office will be closed over the holidays, and orders placed after the 18th will ship in the new year.'],
    ['Plastic-free packaging, at last', 'From this month, every order ships in plastic-free packaging.'],
    ['Introducing {sister}', 'Meet {sister}, the newest branch of the Lumen Tide family and a home for {mood} {genre}.'],
  ],
  guide: [
    ['Ten records that shaped {artist}', 'We asked {artistLink} to pick the records that mattered most, and the list surprised us.'],
    ['A beginner’s guide to the Lumen Tide catalogue', 'The Lumen Tide catalogue runs to {count} releases, so where do you start?'],
    ['How a record gets pressed', 'Pressing a record takes longer than most people think, usually between eight and twelve weeks.'],
    ['Where to start with {artist}', 'With a catalogue as deep as {artistLink}’s, the first step is the hardest.'],
    ['{year} in review', 'It has been a busy year on the label: here is {year} in records.'],
  ],
  anniversary: [
    [
      '{years} years of Lumen Tide',
      'Lumen Tide started in 2001 as a monthly night in a room above a pub, with one pair of decks and a borrowed PA.',
    ],
    [
      'Looking back: {years} years, {count} releases',
      '{years} years ago, a few friends pressed 300 copies of a record nobody had asked for.',
    ],
  ],
  remix: [
    ['{artist} remixes {artist2}’s ‘{title}’', '{artistLink} has remixed {titleLink} by {artist2Link}, and it is a very different beast.'],
    ['Remixed: ‘{title}’ by {artist2}, reworked by {artist}', '{titleLink} by {artist2Link} gets the remix treatment from {artistLink}.'],
  ],
};

/** Per topic: body sentences, dealt without repeats within a post. */
export const BODY: Record<Topic, string[]> = {
  release: [
    'The record was made in {place} and leans on {texture} and {texture}.',
    'Vinyl and digital editions are available to order from our store.',
    '“{quote},” says {artistName}.',
    'Fans of {mood} {genre} will find a lot to love here.',
    'It arrives with artwork by {person} and a run of live dates to follow.',
    'You can hear the lead track on this week’s episode of Lumen Tide Radio.',
    'The vinyl is pressed on heavyweight wax and comes with a download code.',
    'The first single is streaming now, with a video to follow.',
  ],
  interview: [
    'The conversation ranged from {genre} to {instrument}, and from {city} to the joys of the night bus.',
    '{artistName} talks about the music with a kind of {mood} calm.',
    'Asked about influences, {artistName} points to old radio sessions and the sound of the sea.',
    'There is a lot of {texture} on the new material, and all of it is deliberate.',
    'Most days start early, with coffee, a walk, and an hour on {instrument} before any emails.',
    'The studio itself is small, cluttered and somehow tidy at the same time.',
    '“{quote},” {artistName} says, laughing.',
    'Working with {label} has meant the freedom to take the long way round.',
    'A track only makes the record if it still sounds right the morning after.',
    'Touring has changed the music too: tracks now get tested on a crowd before they are finished.',
  ],
  tour: [
    'Tickets go on sale on Friday at 10:00 local time.',
    'The live show has been rebuilt from scratch around {texture}.',
    'Support on selected dates comes from fellow Lumen Tide artist {artist2Link}.',
    'Every date is listed on our <a href="/events">events page</a>, with more to be announced.',
    'Expect the new material alongside a few reworked favourites.',
    'Several of the smaller rooms are expected to sell out quickly.',
  ],
  radio: [
    'The mix includes a few unreleased tracks from the label’s next batch of records.',
    'The show goes out live on Fridays and is archived on our <a href="/radio">radio page</a>.',
    'Thank you to everyone who sends in messages and requests every week.',
    'The mix closes with a track from {titleLink} that nobody has heard yet.',
    'Past guests include most of the roster and a few friends from other labels.',
  ],
  label: [
    'Pre-orders now ship together with the rest of your basket unless you ask us to split them.',
    'None of this would be possible without the record shops, promoters and listeners who have stuck with us.',
    'There is more news to come in the next few weeks, so keep an eye on this page.',
    'If you have any questions, the <a href="/contact">contact form</a> reaches the whole team.',
    'The first release under the new arrangement is {titleLink} by {artistLink}.',
  ],
  guide: [
    '{titleLink} is as good a way in as any: {mood}, patient and full of {texture}.',
    'Some of these records are long out of print, but every one is worth hunting down.',
    'If you prefer headphones to dance floors, the ambient side of the catalogue is a good place to start.',
    'The early singles are rougher, but the ideas that run through everything since are already there.',
    'For more, the <a href="https://vinylnotes.example/guides/pressing">vinyl notes guide to pressing</a> is excellent.',
  ],
  anniversary: [
    'The first record, pressed in a run of 300, took two years to sell out.',
    '{years} years and {count} releases later, we are still run by a handful of people who love records.',
    'To celebrate, we are reissuing a few long-lost favourites and throwing a party in {city}.',
    'Thank you for listening, buying, dancing and telling your friends.',
  ],
  remix: [
    'The original is {mood}; the remix turns it into something built for the small hours.',
    'It is out now on digital, with a limited 12” to follow.',
    'The two artists met at a Lumen Tide night in {city} and have been swapping parts ever since.',
    'It has already been a staple of the label’s radio show for a month.',
  ],
};

/** Extra sentences any feature may use, so long reads do not run out of material. */
export const FEATURE_BODY = [
  'Listening back now, the records sound less like a plan and more like a diary.',
  'The best records on the label rarely arrive on time, and nobody minds.',
  'It is music that rewards patience, and a decent pair of speakers.',
  'Ask anyone at the label and they will name a different favourite.',
  'Much of it was made on equipment that cost less than a night out.',
  'The thread running through all of it is a love of {texture}.',
  'Record shops in {city} were the first to pick up on it.',
  'There is always a moment, usually late at night, when a track suddenly makes sense.',
  'Most of the label’s best ideas started as jokes.',
  'You can hear {city} in it, even if you have never been.',
];

export const HEADERS: Record<Topic, string[]> = {
  release: ['About the record', 'Tracklist', 'Formats'],
  interview: ['Starting out', 'The new record', 'Working in {city}', 'What comes next', 'Gear and habits'],
  tour: ['Dates', 'The live show'],
  radio: ['This week’s show', 'How to listen'],
  label: ['What is changing', 'Thank you'],
  guide: ['Where to start', 'Going deeper', 'The rarities'],
  anniversary: ['The early days', 'The records', 'What comes next'],
  remix: ['The remix'],
};

export const QUOTES = [
  'I wanted it to feel like the last hour of a long night out',
  'Most of it was written before sunrise, and I think you can hear that',
  'This is the most personal thing I have made',
  'We left the mistakes in because they sounded like us',
  'The sea is in everything I make, whether I like it or not',
  'I only finish a track once I stop wanting to change it',
];

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'];
