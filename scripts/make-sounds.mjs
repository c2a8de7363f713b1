#!/usr/bin/env node
// The feature sounds, made here rather than downloaded: each is a few lines of synthesis (plain math on
// samples), written as a 16-bit mono WAV and encoded with sox to the ogg and mp3 the client plays
// (`apt-get install -y sox libsox-fmt-mp3`). Noise comes from a seeded generator, so a rerun writes the
// same sounds. Usage: node scripts/make-sounds.mjs   (writes apps/web/public/sounds/*.{ogg,mp3})
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RATE = 22_050;
const OUT = new URL('../apps/web/public/sounds/', import.meta.url).pathname;

/** mulberry32 in [-1, 1). */
function noise(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

const samples = (seconds) => new Float32Array(Math.round(seconds * RATE));
const TAU = 2 * Math.PI;

/** Adds a bell-like note: a fundamental and two inharmonic partials, a fast attack and an exponential decay. */
function bell(out, { at, freq, length, gain, decay }) {
  const start = Math.round(at * RATE);
  const n = Math.min(out.length - start, Math.round(length * RATE));
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const env = Math.min(1, t / 0.004) * Math.exp(-t * decay);
    const tone =
      Math.sin(TAU * freq * t) +
      0.45 * Math.sin(TAU * freq * 2.76 * t) +
      0.2 * Math.sin(TAU * freq * 5.4 * t);
    out[start + i] += gain * env * tone;
  }
}

/** Opening a chest: a low wooden thump, a short creak (noise through a resonance that slides up), a latch click. */
function chestOpen() {
  const out = samples(0.55);
  const random = noise(7);
  // Thump: a falling sine with a quick decay.
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    out[i] += 0.7 * Math.exp(-t * 28) * Math.sin(TAU * (95 - 60 * t) * t);
  }
  // Creak: noise through a two-pole resonator whose centre slides from 300 to 900 Hz.
  let y1 = 0;
  let y2 = 0;
  const creakFrom = Math.round(0.06 * RATE);
  const creakLength = Math.round(0.32 * RATE);
  for (let i = 0; i < creakLength; i++) {
    const t = i / creakLength;
    const centre = 300 + 600 * t;
    const r = 0.985;
    const x = random() * (0.5 + 0.5 * Math.sin(TAU * 38 * (i / RATE)) ** 2);
    const y = x + 2 * r * Math.cos((TAU * centre) / RATE) * y1 - r * r * y2;
    y2 = y1;
    y1 = y;
    out[creakFrom + i] += 0.035 * y * Math.sin(Math.PI * t);
  }
  // Latch: a bright click at the end.
  bell(out, { at: 0.4, freq: 2100, length: 0.12, gain: 0.25, decay: 60 });
  return out;
}

/** A prize: a rising major arpeggio of bells, the top note held. */
function win() {
  const out = samples(1.1);
  const notes = [523.25, 659.25, 783.99, 1046.5];
  notes.forEach((freq, i) =>
    bell(out, { at: i * 0.09, freq, length: 1.1 - i * 0.09, gain: 0.28, decay: i === 3 ? 4 : 9 }),
  );
  return out;
}

/** The wheel passing a peg: a very short wooden tick. */
function tick() {
  const out = samples(0.05);
  const random = noise(3);
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    out[i] = Math.exp(-t * 160) * (0.6 * Math.sin(TAU * 1400 * t) + 0.3 * random());
  }
  return out;
}

function wav(data) {
  let peak = 0;
  for (const v of data) peak = Math.max(peak, Math.abs(v));
  const scale = peak > 0 ? 0.89 / peak : 0; // normalise to about -1 dBFS
  const buffer = Buffer.alloc(44 + data.length * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + data.length * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(data.length * 2, 40);
  data.forEach((v, i) => {
    // A 5 ms fade-out so no sound ends on a click.
    const fade = Math.min(1, (data.length - i) / (0.005 * RATE));
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v * scale * fade)) * 32767), 44 + i * 2);
  });
  return buffer;
}

const SOUNDS = { 'chest-open': chestOpen, win, 'wheel-tick': tick };

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'sounds-'));
try {
  for (const [name, make] of Object.entries(SOUNDS)) {
    const source = join(work, `${name}.wav`);
    writeFileSync(source, wav(make()));
    execFileSync('sox', [source, '-C', '3', join(OUT, `${name}.ogg`)]);
    execFileSync('sox', [source, '-C', '64', join(OUT, `${name}.mp3`)]);
    const size = (ext) => `${(statSync(join(OUT, `${name}.${ext}`)).size / 1024).toFixed(1)} KiB`;
    console.log(`${name}: ogg ${size('ogg')}, mp3 ${size('mp3')}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
