import { createRandom, type SeededRandom } from './seeded-random';

/** Preview clips are small and mono: enough to hear a groove in a player, quick to send. */
export const previewSampleRate = 22_050;

export interface AudioPreviewRequest {
  seed: string;
  durationSeconds: number;
}

/**
 * A short house-style loop from a seed: four-on-the-floor kick, off-beat hats, an optional clap,
 * a bass line, a chord pad ducked by the kick and sometimes an arpeggio; 118–128 BPM in a minor
 * mode, faded in and out. Pure arithmetic on a seeded PRNG, so the same seed gives the same bytes.
 */
export function renderAudioPreview(request: AudioPreviewRequest): Buffer {
  return encodeWav(synthesise(request), previewSampleRate);
}

export function synthesise({ seed, durationSeconds }: AudioPreviewRequest): Float32Array {
  const random = createRandom(`audio:${seed}`);
  const sr = previewSampleRate;
  const length = Math.max(1, Math.round(durationSeconds * sr));
  const out = new Float32Array(length);
  const song = compose(random.fork('song'));
  const beat = 60 / song.bpm;

  addKick(out, beat, sr);
  addHats(out, beat, sr, random.fork('hats'));
  if (song.clap) addClap(out, beat, sr, random.fork('clap'));
  addPad(out, song, beat, sr);
  addBass(out, song, beat, sr);
  if (song.arpeggio) addArpeggio(out, song, beat, sr, random.fork('arp'));
  fadeAndNormalise(out, sr);
  return out;
}

/** 16-bit PCM mono WAV: the 44-byte RIFF header, then little-endian samples. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    wav.writeInt16LE(Math.round(s * 32767), 44 + i * 2);
  }
  return wav;
}

interface Song {
  bpm: number;
  /** MIDI note of the key's root, in the bass register. */
  root: number;
  scale: readonly number[];
  /** Scale degree of each bar's chord; the progression loops. */
  progression: readonly number[];
  /** 16 steps per bar: true where the bass plays. */
  bassSteps: readonly boolean[];
  clap: boolean;
  arpeggio: boolean;
}

const modes = [
  [0, 2, 3, 5, 7, 8, 10], // aeolian
  [0, 2, 3, 5, 7, 9, 10], // dorian
  [0, 1, 3, 5, 7, 8, 10], // phrygian
] as const;

const progressions = [
  [0, 5, 2, 6],
  [0, 3, 4, 0],
  [0, 6, 5, 6],
  [0, 2, 3, 4],
  [0, 5, 3, 4],
  [0, 0, 5, 6],
] as const;

function compose(random: SeededRandom): Song {
  const bassSteps = Array.from({ length: 16 }, (_, step) => {
    if (step % 4 === 2) return true; // the off-beat is where house bass lives
    if (step % 4 === 0) return random.chance(0.15);
    return random.chance(0.3);
  });
  return {
    bpm: random.int(118, 128),
    root: random.int(33, 44),
    scale: random.pick(modes),
    progression: random.pick(progressions),
    bassSteps,
    clap: random.chance(0.7),
    arpeggio: random.chance(0.6),
  };
}

function frequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

const noteIncrements = new Map<number, number>();

/** Phase step per sample of a note, memoised: a power per sample was the loop's costliest line. */
function noteIncrement(midi: number): number {
  let increment = noteIncrements.get(midi);
  if (increment === undefined) noteIncrements.set(midi, (increment = frequency(midi) / previewSampleRate));
  return increment;
}

/** MIDI note of a scale degree (degrees past the scale wrap into the next octave). */
function degreeNote(song: Song, degree: number): number {
  const size = song.scale.length;
  const octave = Math.floor(degree / size);
  return song.root + 12 * octave + (song.scale[((degree % size) + size) % size] ?? 0);
}

function chordAt(song: Song, time: number, beat: number): number {
  const bar = Math.floor(time / (beat * 4));
  return song.progression[bar % song.progression.length] ?? 0;
}

/** Band-limited sawtooth (polyBLEP): a naive saw at 22 kHz would alias audibly. */
function saw(phase: number, increment: number): number {
  let value = 2 * phase - 1;
  if (phase < increment) {
    const t = phase / increment;
    value -= t + t - t * t - 1;
  } else if (phase > 1 - increment) {
    const t = (phase - 1) / increment;
    value -= t * t + t + t + 1;
  }
  return value;
}

function addKick(out: Float32Array, beat: number, sr: number): void {
  const beatSamples = beat * sr;
  const length = Math.round(0.35 * sr);
  for (let start = 0; start < out.length; start += beatSamples) {
    let phase = 0;
    const first = Math.round(start);
    for (let i = 0; i < length && first + i < out.length; i++) {
      const t = i / sr;
      // A falling sine: the pitch sweep is the thump, the tail the boom.
      phase += (2 * Math.PI * (48 + 120 * Math.exp(-t * 35))) / sr;
      out[first + i]! += 0.9 * Math.sin(phase) * Math.exp(-t * 9);
    }
  }
}

function addHats(out: Float32Array, beat: number, sr: number, random: SeededRandom): void {
  const length = Math.round(0.06 * sr);
  const open = random.chance(0.5);
  for (let start = beat / 2; start * sr < out.length; start += beat) {
    const first = Math.round(start * sr);
    let previous = 0;
    const decay = open ? 35 : 70;
    for (let i = 0; i < length * (open ? 2 : 1) && first + i < out.length; i++) {
      const noise = random.range(-1, 1);
      // First difference: a cheap high-pass that leaves the hiss and drops the rumble.
      out[first + i]! += 0.18 * (noise - previous) * Math.exp(-(i / sr) * decay);
      previous = noise;
    }
  }
}

function addClap(out: Float32Array, beat: number, sr: number, random: SeededRandom): void {
  const length = Math.round(0.2 * sr);
  for (let start = beat; start * sr < out.length; start += beat * 2) {
    const first = Math.round(start * sr);
    let low = 0;
    for (let i = 0; i < length && first + i < out.length; i++) {
      const t = i / sr;
      low += 0.35 * (random.range(-1, 1) - low);
      // Three quick bursts then a tail: a hand clap, roughly.
      const bursts = t < 0.03 ? 0.6 + 0.4 * Math.cos(t * 2 * Math.PI * 100) : 1;
      out[first + i]! += 0.32 * low * bursts * Math.exp(-t * 22);
    }
  }
}

function addPad(out: Float32Array, song: Song, beat: number, sr: number): void {
  const voices = [0, 2, 4, 6];
  const phases = new Float64Array(voices.length * 2);
  const increments = new Float64Array(voices.length * 2);
  let chord = Number.NaN;
  let coefficient = 0;
  let filtered = 0;
  let level = 0;
  for (let i = 0; i < out.length; i++) {
    const time = i / sr;
    const degree = chordAt(song, time, beat);
    if (degree !== chord) {
      chord = degree;
      voices.forEach((offset, v) => {
        const base = frequency(degreeNote(song, degree + offset) + 24);
        // Two slightly detuned saws per note: the chorus that makes a saw a pad.
        increments[v * 2] = (base * 0.997) / sr;
        increments[v * 2 + 1] = (base * 1.003) / sr;
      });
    }
    let sum = 0;
    for (let o = 0; o < phases.length; o++) {
      const phase = (phases[o]! + increments[o]!) % 1;
      phases[o] = phase;
      sum += saw(phase, increments[o]!);
    }
    // One-pole low-pass with a slow sweep, so the pad breathes across the clip.
    if (i % 64 === 0) coefficient = (2 * Math.PI * (700 + 500 * Math.sin((2 * Math.PI * time) / (beat * 16)))) / sr;
    filtered += coefficient * (sum / 8 - filtered);
    const sinceKick = (time % beat) / beat;
    const duck = 1 - 0.65 * Math.exp(-sinceKick * 6);
    level += (1 - level) * 0.0004; // a slow swell on the first bars
    out[i]! += 0.3 * filtered * duck * level;
  }
}

function addBass(out: Float32Array, song: Song, beat: number, sr: number): void {
  const step = beat / 4;
  let phase = 0;
  let filtered = 0;
  for (let i = 0; i < out.length; i++) {
    const time = i / sr;
    const index = Math.floor(time / step);
    if (!song.bassSteps[index % 16]) {
      filtered *= 0.995;
      out[i]! += 0.45 * filtered;
      continue;
    }
    const t = time - index * step;
    const increment = noteIncrement(degreeNote(song, chordAt(song, time, beat)));
    phase = (phase + increment) % 1;
    const envelope = Math.exp(-t * 14);
    const cutoff = 180 + 900 * envelope;
    filtered += (1 - Math.exp((-2 * Math.PI * cutoff) / sr)) * (saw(phase, increment) * envelope - filtered);
    out[i]! += 0.45 * filtered;
  }
}

function addArpeggio(out: Float32Array, song: Song, beat: number, sr: number, random: SeededRandom): void {
  const step = beat / 4;
  const pattern = Array.from({ length: 8 }, () => random.pick([0, 2, 4, 7, 9]));
  const length = Math.round(step * 1.5 * sr);
  for (let index = 0; index * step * sr < out.length; index++) {
    if (index % 2 === 1 && (index >> 1) % 2 === 0) continue; // rests keep it from droning
    const start = index * step;
    const note = degreeNote(song, chordAt(song, start, beat) + (pattern[index % 8] ?? 0)) + 36;
    const f = frequency(note);
    const first = Math.round(start * sr);
    for (let i = 0; i < length && first + i < out.length; i++) {
      const t = i / sr;
      // Sine with a touch of its octave: a soft pluck.
      const tone = Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t);
      out[first + i]! += 0.07 * tone * Math.exp(-t * 18);
    }
  }
}

/** Fades (shortened for very short clips) and a peak of 0.89 so nothing clips. */
function fadeAndNormalise(out: Float32Array, sr: number): void {
  const duration = out.length / sr;
  const fadeIn = Math.min(1, duration / 4) * sr;
  const fadeOut = Math.min(2, duration / 3) * sr;
  let peak = 0;
  for (let i = 0; i < out.length; i++) {
    let gain = 1;
    if (i < fadeIn) gain = i / fadeIn;
    const remaining = out.length - 1 - i;
    if (remaining < fadeOut) gain = Math.min(gain, remaining / fadeOut);
    out[i]! *= gain;
    peak = Math.max(peak, Math.abs(out[i]!));
  }
  if (peak === 0) return;
  const scale = 0.89 / peak;
  for (let i = 0; i < out.length; i++) out[i]! *= scale;
}
