/** The demo label's header menu as a visitor reads it (content/settings.json). */
export const demoHeaderMenuTexts = ['Releases', 'Artists', 'News', 'Events', 'Merch', 'Radio'];
