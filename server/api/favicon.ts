import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import sharp from 'sharp';
import type { Logger } from 'pino';
import { icoFromPngs } from '../media/ico-container';

const ICON_SIZES = [16, 32, 48] as const;

/**
 * /favicon.ico for the browsers, feed readers and bookmarking tools that ask for it whatever the
 * page links: the site's favicon.svg drawn at 16, 32 and 48 px, made once and kept in memory.
 */
export function faviconEndpoint({ publicDir, logger }: { publicDir: string; logger: Logger }): Router {
  const router = Router();
  let icon: Promise<Buffer> | null = null;
  const build = async () => {
    const svg = await readFile(path.join(publicDir, 'favicon.svg'));
    const images = await Promise.all(
      ICON_SIZES.map(async (size) => ({
        size,
        png: await sharp(svg, { density: 72 * (size / 32) * 4 })
          .resize(size, size)
          .png()
          .toBuffer(),
      })),
    );
    return icoFromPngs(images);
  };

  router.get('/favicon.ico', async (_req, res) => {
    icon ??= build().catch((error: unknown) => {
      icon = null; // A later request tries again.
      throw error;
    });
    try {
      const body = await icon;
      res.set({ 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' }).send(body);
    } catch (error) {
      logger.error({ err: error }, 'favicon.ico could not be drawn');
      res.status(404).end();
    }
  });
  return router;
}
