import { describe, expect, it } from 'vitest';
import { silentMp3, silentWav } from '../../../tests/fakes/media-bytes.ts';
import { durationOf, joinWav, readWav } from './wav.ts';

const header = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { riff: view.getUint32(4, true), data: view.getUint32(40, true) };
};

describe('reading a WAV file', () => {
  it('measures its length from the samples', () => {
    const audio = readWav(silentWav(1250));
    expect(audio).not.toBeNull();
    expect(audio?.sampleRate).toBe(24_000);
    expect(durationOf(audio as NonNullable<typeof audio>)).toBe(1.25);
  });

  it('reads a streamed header, whose sizes say 0xFFFFFFFF, to the end of the file', () => {
    const audio = readWav(silentWav(800, { streamed: true }));
    expect(durationOf(audio as NonNullable<typeof audio>)).toBe(0.8);
  });

  it('keeps whole sample frames of a file cut short', () => {
    const cut = silentWav(100).subarray(0, 44 + 1001);
    expect(readWav(cut)?.samples.byteLength).toBe(1000);
  });

  it('is not fooled by other audio', () => {
    expect(readWav(silentMp3())).toBeNull();
    expect(readWav(new Uint8Array(4))).toBeNull();
    const eightBit = silentWav(100);
    new DataView(eightBit.buffer).setUint16(34, 8, true);
    expect(readWav(eightBit)).toBeNull();
  });
});

describe('joining sentences into one narration', () => {
  it('puts a rest between them and says when each one is heard', () => {
    const parts = [silentWav(1200), silentWav(2000, { streamed: true }), silentWav(450)].map((bytes) => readWav(bytes));
    const joined = joinWav(parts as NonNullable<(typeof parts)[number]>[], 0.35);
    expect(joined?.timings).toEqual([
      { start: 0, end: 1.2 },
      { start: 1.55, end: 3.55 },
      { start: 3.9, end: 4.35 },
    ]);
    const bytes = joined?.bytes as Uint8Array;
    const whole = readWav(bytes);
    expect(durationOf(whole as NonNullable<typeof whole>)).toBe(4.35);
    // A finished file: its header has the real sizes, not a stream's.
    expect(header(bytes)).toEqual({ riff: bytes.byteLength - 8, data: bytes.byteLength - 44 });
  });

  it('refuses parts of different formats', () => {
    const other = silentWav(100);
    new DataView(other.buffer).setUint32(24, 22_050, true);
    new DataView(other.buffer).setUint32(28, 44_100, true);
    const parts = [readWav(silentWav(100)), readWav(other)];
    expect(joinWav(parts as NonNullable<(typeof parts)[number]>[], 0.35)).toBeNull();
  });
});
