import type { FontMetrics } from './font-metrics';

/**
 * Arial Bold's em and average width (font units), the local face the display font falls back to.
 * Read with readFontMetrics from Liberation Sans Bold, which is made to Arial Bold's widths (a
 * unit test reads the installed file again).
 */
export const ARIAL_BOLD_METRICS: Pick<FontMetrics, 'unitsPerEm' | 'averageWidth'> = { unitsPerEm: 2048, averageWidth: 972.9 };

/** The @font-face descriptors that make the fallback take the font's room: percentages, two decimals. */
export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The fallback scaled so its average character is as wide as the font's (size-adjust), with the
 * font's ascent, descent and line gap (the overrides are fractions of the scaled em): a line of
 * text takes the same width and height in either, so nothing moves when the font arrives.
 */
export function metricOverrides(font: FontMetrics, fallback: Pick<FontMetrics, 'unitsPerEm' | 'averageWidth'>): FallbackOverrides {
  const sizeAdjust = font.averageWidth / font.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  const ofScaledEm = (value: number) => percent(Math.abs(value) / font.unitsPerEm / sizeAdjust);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: ofScaledEm(font.ascent),
    descentOverride: ofScaledEm(font.descent),
    lineGapOverride: ofScaledEm(font.lineGap),
  };
}
