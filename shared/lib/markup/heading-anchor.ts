/**
 * The id a header gets so links can jump to it (spec 000 §2 "header ... optional anchor id derived
 * from the text"): the text without markup, lower-cased, runs of anything but letters and digits
 * turned into one hyphen, no hyphen at either end.
 */
export function headingAnchor(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
