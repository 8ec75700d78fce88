import { icoFromPngs } from '../../../server/media/ico-container';

describe('icoFromPngs', () => {
  it('writes the icon directory, one entry per image with its size and offset, then the images', () => {
    const a = Buffer.from('first-png');
    const b = Buffer.from('second');
    const ico = icoFromPngs([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    // First entry: 16×16, 32 bpp, its length, right after the two entries.
    expect(ico.readUInt8(6)).toBe(16);
    expect(ico.readUInt16LE(6 + 6)).toBe(32);
    expect(ico.readUInt32LE(6 + 8)).toBe(a.length);
    expect(ico.readUInt32LE(6 + 12)).toBe(6 + 32);
    // 256 is written as 0.
    expect(ico.readUInt8(22)).toBe(0);
    expect(ico.readUInt32LE(22 + 12)).toBe(6 + 32 + a.length);
    expect(ico.subarray(38).toString()).toBe('first-pngsecond');
  });

  it('refuses no images and sizes outside 1 to 256', () => {
    expect(() => icoFromPngs([])).toThrow(RangeError);
    expect(() => icoFromPngs([{ size: 300, png: Buffer.alloc(1) }])).toThrow('Icon size 300 is not 1 to 256');
  });
});
