import sharp from 'sharp';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const outputTypes: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface TransformOptions {
  width?: number;
  height?: number;
  fit?: 'cover' | 'contain' | 'inside' | 'outside';
  withoutEnlargement?: boolean;
  /** 'source' keeps JPEG or PNG as they are and turns anything else into PNG (alpha) or JPEG. */
  format: OutputFormat | 'source';
  /** 1–100; PNG ignores it (lossless). */
  quality: number;
}

export interface TransformedImage {
  bytes: Buffer;
  format: OutputFormat;
  width: number;
  height: number;
}

/** Pictures above this many pixels are refused rather than decoded (a decompression bomb). */
const maxInputPixels = 100_000_000;

/** Resize then encode, as Directus's asset transformations and the image optimiser both need. */
export async function transformImage(input: Buffer, options: TransformOptions): Promise<TransformedImage> {
  const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' });
  const metadata = await image.metadata();
  const format = options.format === 'source' ? sourceFormat(metadata.format, metadata.hasAlpha ?? false) : options.format;
  // Camera photos are stored sideways with an EXIF flag; turn the pixels instead.
  let pipeline = image.rotate();
  if (options.width !== undefined || options.height !== undefined) {
    pipeline = pipeline.resize({
      width: options.width,
      height: options.height,
      fit: options.fit ?? 'cover',
      withoutEnlargement: options.withoutEnlargement ?? false,
      // contain pads: transparent where the format has alpha, white where it has not.
      background: format === 'jpeg' ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  switch (format) {
    case 'jpeg':
      // JPEG has no alpha: transparent logos go on white, not on black.
      pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: options.quality, progressive: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 8 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: options.quality });
      break;
    case 'avif':
      // Effort 2 of 9: AVIF encoding is slow, and a first request must not take seconds.
      pipeline = pipeline.avif({ quality: options.quality, effort: 2 });
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, format, width: info.width, height: info.height };
}

function sourceFormat(format: string | undefined, hasAlpha: boolean): OutputFormat {
  if (format === 'jpeg' || format === 'png') return format;
  return hasAlpha ? 'png' : 'jpeg';
}

/** Raster types sharp can read; anything else (audio, SVG, PDF) is served as it is. */
export function isTransformableImage(type: string): boolean {
  return /^image\/(jpeg|png|webp|avif|gif|tiff)$/i.test(type.split(';')[0]?.trim() ?? '');
}
