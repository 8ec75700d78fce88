import { isOwnMedia, videoAddress, youtubePlayerUrl } from '../../../shared/lib/catalog/video-address';

describe('videoAddress', () => {
  it('a video id that is one of the site’s file ids (a UUID) plays the site’s own file', () => {
    expect(videoAddress('7d67f665-1724-41df-9301-a5c35d7153a3')).toBe('/assets/7d67f665-1724-41df-9301-a5c35d7153a3');
    expect(videoAddress('7D67F665-1724-41DF-9301-A5C35D7153A3')).toBe('/assets/7D67F665-1724-41DF-9301-A5C35D7153A3');
  });

  it('any other id is the video service’s: the privacy-enhanced player, autoplaying', () => {
    expect(videoAddress('Sk7gytbhYo2')).toBe('https://www.youtube-nocookie.com/embed/Sk7gytbhYo2?autoplay=1');
    expect(youtubePlayerUrl('a/b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1');
    // Almost a UUID is not one: never turned into a path on the site.
    expect(videoAddress('7d67f665-1724-41df-9301-a5c35d7153a')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\//);
    expect(videoAddress('../7d67f665-1724-41df-9301-a5c35d7153a3')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\//);
  });
});

describe('isOwnMedia', () => {
  it('is true for a same-origin path only', () => {
    expect(isOwnMedia('/assets/7d67f665-1724-41df-9301-a5c35d7153a3')).toBe(true);
    expect(isOwnMedia('https://www.youtube-nocookie.com/embed/x?autoplay=1')).toBe(false);
    // Protocol-relative and backslash forms leave the origin.
    expect(isOwnMedia('//evil.example/clip.webm')).toBe(false);
    expect(isOwnMedia('/\\evil.example/clip.webm')).toBe(false);
    expect(isOwnMedia('')).toBe(false);
  });
});
