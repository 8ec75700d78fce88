import { htmlToText } from '../../../shared/lib/markup/html-text';

describe('htmlToText', () => {
  it.each([
    ['Fen &amp; Fathom – <em>studio</em> sketches.', 'Fen & Fathom – studio sketches.'],
    ['<a href="https://a.example">&quot;Tide&quot;</a> &lt;live&gt;', '"Tide" <live>'],
    ['It&#39;s&nbsp;here', "It's here"],
    ['  <b></b>  ', ''],
    ['&amp;lt;', '&lt;'],
  ])('%s reads as %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});
