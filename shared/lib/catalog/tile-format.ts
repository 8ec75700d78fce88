/**
 * A tile names its format once (a record shop's listing does): a product titled "Hourglass 2 (Vinyl
 * 1×LP)" over the descriptor "Vinyl, 1×LP" under the type label "Vinyl" said it three times. The
 * descriptor (spec 000 §3: format plus variant) keeps it; the title drops a closing parenthesis
 * that opens with the format; the type label gives way when the tile already names it.
 */

export interface TileWords {
  typeLabel: string;
  title: string;
  descriptor: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NOT_A_WORD_CHARACTER = '[^\\p{L}\\p{N}]';

// Compiled once per pattern: a Unicode-class pattern is costly to build, and a page of tiles asks
// often; the words are the catalogue's few format names and labels.
const compiled = new Map<string, RegExp>();
function unicodePattern(source: string): RegExp {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = new RegExp(source, 'iu');
    compiled.set(source, pattern);
  }
  return pattern;
}

/** Whether `text` holds `word` as a whole word, ignoring case. */
function namesWord(text: string, word: string): boolean {
  return unicodePattern(`(^|${NOT_A_WORD_CHARACTER})${escape(word)}($|${NOT_A_WORD_CHARACTER})`).test(text);
}

/** "Hourglass 2 (Vinyl 1×LP)" → "Hourglass 2" for the format Vinyl; any other title as it is. */
function titleWithoutFormat(title: string, format: string): string {
  const match = /^(.*\S)\s*\(\s*([^()]*)\)\s*$/u.exec(title);
  const opensWithFormat = match && unicodePattern(`^${escape(format)}($|${NOT_A_WORD_CHARACTER})`).test(match[2]!);
  return opensWithFormat ? match[1]! : title;
}

/**
 * The tile's words with its format said once: the title without a parenthesis naming the format, and
 * no type label when the title or the descriptor already names it ("Bundle" over "… T-Shirt Bundle").
 */
export function formatOnce({ typeLabel, title, descriptor, format }: TileWords & { format?: string | null }): TileWords {
  const named = format?.trim();
  const shortTitle = named ? titleWithoutFormat(title, named) : title;
  const label = typeLabel.trim();
  const repeats = label !== '' && (namesWord(descriptor, label) || namesWord(shortTitle, label));
  return { typeLabel: repeats ? '' : typeLabel, title: shortTitle, descriptor };
}
