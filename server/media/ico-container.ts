/**
 * An .ico file holding PNG images (the form every browser since IE 11 reads): a 6-byte ICONDIR,
 * one 16-byte ICONDIRENTRY per image, then the PNGs themselves.
 */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  if (images.length === 0) throw new RangeError('An icon needs at least one image');
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = Buffer.alloc(16 * images.length);
  let offset = header.length + entries.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`Icon size ${size} is not 1 to 256`);
    const at = index * 16;
    entries.writeUInt8(size === 256 ? 0 : size, at); // width (0 means 256)
    entries.writeUInt8(size === 256 ? 0 : size, at + 1); // height
    entries.writeUInt8(0, at + 2); // no palette
    entries.writeUInt8(0, at + 3); // reserved
    entries.writeUInt16LE(1, at + 4); // colour planes
    entries.writeUInt16LE(32, at + 6); // bits per pixel
    entries.writeUInt32LE(png.length, at + 8);
    entries.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, entries, ...images.map(({ png }) => png)]);
}
