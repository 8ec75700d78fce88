import { encodeWav, previewSampleRate, renderAudioPreview, synthesise } from '../../../server/media/audio-preview';

function header(wav: Buffer) {
  return {
    riff: wav.toString('ascii', 0, 4),
    riffSize: wav.readUInt32LE(4),
    wave: wav.toString('ascii', 8, 12),
    fmt: wav.toString('ascii', 12, 16),
    fmtSize: wav.readUInt32LE(16),
    audioFormat: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    byteRate: wav.readUInt32LE(28),
    blockAlign: wav.readUInt16LE(32),
    bitsPerSample: wav.readUInt16LE(34),
    data: wav.toString('ascii', 36, 40),
    dataSize: wav.readUInt32LE(40),
  };
}

describe('audio previews', () => {
  const wav = renderAudioPreview({ seed: 'night-drive', durationSeconds: 3 });

  it('is a 16-bit PCM mono WAV at 22050 Hz with a correct header', () => {
    const samples = 3 * previewSampleRate;
    expect(header(wav)).toEqual({
      riff: 'RIFF',
      riffSize: 36 + samples * 2,
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      audioFormat: 1,
      channels: 1,
      sampleRate: 22_050,
      byteRate: 44_100,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
      dataSize: samples * 2,
    });
    expect(wav.length).toBe(44 + samples * 2);
  });

  it('gives the same bytes for the same seed and different bytes for another', () => {
    expect(renderAudioPreview({ seed: 'night-drive', durationSeconds: 3 }).equals(wav)).toBe(true);
    expect(renderAudioPreview({ seed: 'low-tide', durationSeconds: 3 }).equals(wav)).toBe(false);
  });

  it('is audible, never clips, and fades in and out', () => {
    const samples = synthesise({ seed: 'night-drive', durationSeconds: 6 });
    let peak = 0;
    let energy = 0;
    for (const s of samples) {
      peak = Math.max(peak, Math.abs(s));
      energy += s * s;
    }
    expect(peak).toBeCloseTo(0.89, 5);
    expect(Math.sqrt(energy / samples.length)).toBeGreaterThan(0.05);
    expect(Math.abs(samples[0]!)).toBe(0);
    expect(Math.abs(samples[samples.length - 1]!)).toBe(0);
    const rms = (from: number, to: number) => Math.sqrt(samples.slice(from, to).reduce((sum, s) => sum + s * s, 0) / (to - from));
    // The first 50 ms are quieter than the middle of the clip.
    expect(rms(0, 1100)).toBeLessThan(rms(60_000, 61_100) / 2);
  });

  it('has a four-on-the-floor pulse: energy peaks repeat at one beat of 118–128 BPM', () => {
    const samples = synthesise({ seed: 'pulse', durationSeconds: 8 });
    // Energy envelope in 10 ms frames, then the strongest repeat between 0.45 and 0.52 s.
    const frame = previewSampleRate / 100;
    const envelope = Array.from({ length: Math.floor(samples.length / frame) }, (_, i) =>
      samples.slice(i * frame, (i + 1) * frame).reduce((sum, s) => sum + s * s, 0),
    );
    const mean = envelope.reduce((a, b) => a + b, 0) / envelope.length;
    const centred = envelope.map((e) => e - mean);
    const correlation = (lag: number) => centred.slice(lag).reduce((sum, e, i) => sum + e * centred[i]!, 0);
    const lags = Array.from({ length: 40 }, (_, i) => 30 + i); // 0.30–0.69 s
    const best = lags.reduce((a, b) => (correlation(b) > correlation(a) ? b : a));
    const bpm = 6000 / best;
    expect(bpm).toBeGreaterThanOrEqual(115);
    expect(bpm).toBeLessThanOrEqual(131);
  });

  it('encodes samples as clamped little-endian 16-bit integers', () => {
    const encoded = encodeWav(new Float32Array([0, 1, -1, 2, -2, 0.5]), 8000);
    expect(encoded.readUInt32LE(24)).toBe(8000);
    expect([0, 1, 2, 3, 4, 5].map((i) => encoded.readInt16LE(44 + i * 2))).toEqual([0, 32767, -32767, 32767, -32767, 16384]);
  });
});
