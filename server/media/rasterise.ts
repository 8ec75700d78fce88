import sharp from 'sharp';

/**
 * SVG to PNG at an exact pixel size. The SVG's own width and height are the target size, so
 * librsvg draws at 72 dpi without scaling. Generated pictures carry no <text>: the production image
 * has no fonts, and text rendered with whatever fonts a machine has would differ between machines;
 * their words are drawn as outlines instead (lettering.ts).
 */
export async function rasteriseSvg(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

/** Number formatting for SVG: two decimals are plenty and keep the document small. */
export function n(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

/**
 * Opening tag: pictures are designed in a fixed space (1000 units square unless said otherwise),
 * centred and cropped to fill whatever pixel size a record asks for (or, with 'meet', shown whole).
 */
export function svgOpen(width: number, height: number, designWidth = 1000, designHeight = 1000, fit: 'slice' | 'meet' = 'slice'): string {
  const viewBox = `0 0 ${designWidth} ${designHeight}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid ${fit}">`;
}
