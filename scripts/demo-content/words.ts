/**
 * Word lists for the demo label. Every name here is invented for Lumen Tide; cities are real places
 * but every venue, person, brand and release is fictional. Hosts end in .example (RFC 2606).
 */

export const ARTIST_NAMES = [
  'Halvard Quinn', 'Sera Lumin', 'Octavia Reef', 'Kestrel Array', 'Nimbus Field', 'Tovan Elsk',
  'Marrow & Vale', 'Isolde Kerran', 'Quiet Cartographer', 'Pale Orchard', 'Vesper Loom', 'Juniper Static',
  'Corvin Ashe', 'Lyra Tennant', 'Oskar Mirelle', 'Glasshouse Theory', 'Ferro Lune', 'Amaranth Signal',
  'Tessaly Wren', 'Brume Atlas', 'Elske Vard', 'Solvej Hartmoor', 'Cinder Meridian', 'Rook & Lantern',
  'Halcyon Debris', 'Mattis Orre', 'Yelena Faro', 'Dunmore Coil', 'Odalys Brennick', 'Teodor Vass',
  'Sable Quarry', 'Lowtide Cathedral', 'Wilder Prism', 'Anouk Teverell', 'Petra Skylund', 'Orlaith Vennor',
  'Caspian Drove', 'Noctilune', 'Ardent Shoals', 'Kaito Verraine', 'Mirela Oakhurst', 'Fen & Fathom',
  'Signal Harbour', 'Ione Castellane', 'Bastian Rue', 'Ember Parallax',
] as const;

export const GENRES = [
  'melodic techno', 'progressive house', 'ambient', 'deep house', 'breakbeat', 'downtempo', 'trance',
  'electronica', 'leftfield techno', 'dub techno', 'organic house', 'electro',
];

export const CITIES = [
  'Bristol', 'Glasgow', 'Rotterdam', 'Lisbon', 'Montreal', 'Melbourne', 'Oslo', 'Leeds', 'Berlin',
  'Manchester', 'Brooklyn', 'Kyoto', 'Reykjavik', 'Cape Town', 'Mexico City', 'Brighton', 'Dublin',
  'Gothenburg', 'Valencia', 'Toronto',
];

export const TITLE_ADJECTIVES = [
  'Silent', 'Amber', 'Hollow', 'Distant', 'Quiet', 'Velvet', 'Broken', 'Golden', 'Restless', 'Pale',
  'Tidal', 'Northern', 'Slow', 'Electric', 'Lucid', 'Weightless', 'Hidden', 'Burning', 'Lunar', 'Glass',
  'Open', 'Falling', 'Salt', 'Crimson', 'Still', 'Faded', 'Endless', 'Paper', 'Copper', 'Drifting',
];

export const TITLE_NOUNS = [
  'Harbour', 'Meridian', 'Orbit', 'Lantern', 'Current', 'Signal', 'Horizon', 'Archive', 'Reverie',
  'Shoreline', 'Atlas', 'Echo', 'Parallel', 'Monsoon', 'Cascade', 'Hourglass', 'Mirage', 'Vessel',
  'Undertow', 'Aurora', 'Ember', 'Lagoon', 'Cathedral', 'Satellite', 'Tundra', 'Prism', 'Compass',
  'Fathom', 'Solstice', 'Nocturne', 'Cinder', 'Pulse', 'Halo', 'Canopy', 'Quarry', 'Estuary',
];

export const TITLE_VERBS = ['Chasing', 'Holding', 'Leaving', 'Crossing', 'Keeping', 'Finding', 'Waiting for', 'Dreaming of'];

export const MOODS = [
  'hypnotic', 'wistful', 'euphoric', 'brooding', 'luminous', 'restless', 'tender', 'widescreen',
  'unhurried', 'bittersweet', 'sun-bleached', 'nocturnal',
];

export const TEXTURES = [
  'tape-saturated pads', 'rolling basslines', 'granular vocal chops', 'modular arpeggios',
  'field recordings from the coast', 'detuned pianos', 'broken-beat drums', 'warm analogue strings',
  'sub-heavy kicks', 'shimmering guitar loops', 'slow-building chords', 'crisp hand percussion',
];

export const INSTRUMENTS = [
  'an old polysynth', 'a borrowed drum machine', 'a cello', 'a cassette four-track', 'a modular rack',
  'an upright piano', 'a twelve-string guitar', 'a battered sampler',
];

export const PLACES = [
  'a converted boathouse', 'a basement studio', 'a cabin in the hills', 'a shared flat above a bakery',
  'an empty church hall', 'a lighthouse keeper’s cottage', 'a studio on the fourth floor of an old mill',
  'a rented room by the harbour',
];

export const VENUES: readonly { name: string; location: string }[] = [
  { name: 'The Lantern Rooms', location: 'London, UK' },
  { name: 'Halyard Hall', location: 'Manchester, UK' },
  { name: 'Kiln Yard', location: 'Bristol, UK' },
  { name: 'Meridian Hall', location: 'Glasgow, UK' },
  { name: 'The Tidehouse', location: 'Brighton, UK' },
  { name: 'Foundry Seven', location: 'Amsterdam, NL' },
  { name: 'Basin Nine', location: 'Berlin, DE' },
  { name: 'Glasswork Pavilion', location: 'Brooklyn, NY' },
  { name: 'Nightjar Ballroom', location: 'Toronto, ON' },
  { name: 'Salt Dome', location: 'Lisbon, PT' },
  { name: 'The Arcade Cellar', location: 'Leeds, UK' },
  { name: 'Vapour Gardens', location: 'Los Angeles, CA' },
  { name: 'Copperline Warehouse', location: 'Melbourne, AU' },
  { name: 'Estuary Club', location: 'Dublin, IE' },
];

/** Fictional listening platforms; the overlay menu gives these hosts an icon. */
export const PLATFORMS = [
  { host: 'soundcloud.example', text: 'SoundCloud' },
  { host: 'instagram.example', text: 'Instagram' },
  { host: 'bandcamp.example', text: 'Bandcamp' },
  { host: 'youtube.example', text: 'YouTube' },
  { host: 'spotify.example', text: 'Spotify' },
] as const;

export const FIRST_NAMES = ['Maren', 'Tobias', 'Ines', 'Callum', 'Priya', 'Jonas', 'Aoife', 'Rafael', 'Noor', 'Elliot', 'Saskia', 'Dev'];
export const LAST_NAMES = ['Ashcombe', 'Varga', 'Lindqvist', 'Okafor', 'Marchbank', 'Tellez', 'Brannagh', 'Yoshimura', 'Castell', 'Dunleavy'];

export const TAG_NAMES = [
  'Interviews', 'Studio', 'Tour', 'New Music', 'Announcements', 'Radio', 'Label News', 'Vinyl', 'Live',
  'Behind the Scenes', 'Guides', 'Anniversary', 'Remixes', 'Community',
];
