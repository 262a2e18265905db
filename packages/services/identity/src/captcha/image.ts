import { randomInt, randomUnit } from '../random.ts';
import type { RandomBytes } from '../secrets.ts';
import { GLYPHS } from './glyphs.ts';

/** An arithmetic question and its answer. */
export interface ArithmeticQuestion {
  text: string;
  answer: string;
}

/** A small sum, difference or product whose answer is a non-negative integer below 100. */
export function arithmeticQuestion(random: RandomBytes): ArithmeticQuestion {
  const op = randomInt(random, 3);
  if (op === 0) {
    const a = 2 + randomInt(random, 48);
    const b = 2 + randomInt(random, 48);
    return { text: `${a}+${b}=?`, answer: String(a + b) };
  }
  if (op === 1) {
    const a = 10 + randomInt(random, 89);
    const b = 1 + randomInt(random, a - 1);
    return { text: `${a}-${b}=?`, answer: String(a - b) };
  }
  const a = 2 + randomInt(random, 8);
  const b = 2 + randomInt(random, 8);
  return { text: `${a}×${b}=?`, answer: String(a * b) };
}

/** Answers are compared after trimming and dropping leading zeros and inner spaces. */
export function normaliseAnswer(answer: string): string {
  const compact = answer.replace(/\s+/g, '');
  return /^\d+$/.test(compact) ? String(Number(compact)) : compact.toLowerCase();
}

const WIDTH = 240;
const HEIGHT = 80;

function jitter(random: RandomBytes, amount: number): number {
  return (randomUnit(random) * 2 - 1) * amount;
}

function shade(random: RandomBytes, min: number, max: number): string {
  const v = min + randomInt(random, max - min + 1);
  const tint = randomInt(random, 40);
  return `rgb(${v},${Math.max(0, v - tint)},${Math.min(255, v + tint)})`;
}

/**
 * Renders `text` as an SVG of distorted strokes over noise: each glyph is scaled, rotated,
 * shifted and its points jittered; random curves and dots cross the whole image.
 */
export function renderCaptchaSvg(text: string, random: RandomBytes): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = () => (randomUnit(random) * HEIGHT).toFixed(1);
    const x = () => (randomUnit(random) * WIDTH).toFixed(1);
    parts.push(
      `<path d="M0 ${y()} C${x()} ${y()} ${x()} ${y()} ${WIDTH} ${y()}" stroke="${shade(random, 90, 190)}" stroke-width="${(1 + randomUnit(random) * 1.5).toFixed(2)}" fill="none"/>`,
    );
  }
  const glyphs = [...text];
  const advance = (WIDTH - 20) / glyphs.length;
  glyphs.forEach((ch, index) => {
    const shape = GLYPHS[ch];
    if (!shape) return;
    const scale = 2.4 + randomUnit(random) * 0.8;
    const angle = jitter(random, 0.35);
    const cx = 10 + advance * index + advance / 2;
    const cy = HEIGHT / 2 + jitter(random, 8);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const d = shape
      .map((line) =>
        line
          .map(([gx, gy], k) => {
            const lx = (gx - 5 + jitter(random, 0.7)) * scale * 0.75;
            const ly = (gy - 8 + jitter(random, 0.7)) * scale * 0.75;
            const px = cx + lx * cos - ly * sin;
            const py = cy + lx * sin + ly * cos;
            return `${k === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
          })
          .join(' '),
      )
      .join(' ');
    parts.push(
      `<path d="${d}" stroke="${shade(random, 10, 90)}" stroke-width="${(2.2 + randomUnit(random)).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${(randomUnit(random) * WIDTH).toFixed(1)}" cy="${(randomUnit(random) * HEIGHT).toFixed(1)}" r="${(0.6 + randomUnit(random) * 1.4).toFixed(2)}" fill="${shade(random, 60, 200)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}

/** The SVG as a `data:` URL an `<img>` can show. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
