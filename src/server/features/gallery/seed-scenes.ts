import type { GalleryCategory } from '../../../shared/schemas/gallery';

/**
 * Drawn stand-ins for the demo company's gallery photos: a garden building on a lawn, made
 * at seed time (no downloads, no binary files in the repository). Each is an SVG that sharp
 * renders to a JPEG, which then goes through the same path as an uploaded photo.
 */
export interface Scene {
  category: GalleryCategory;
  width: number;
  height: number;
  /** dusk: a warm sky and lit windows. */
  light: 'day' | 'dusk';
  cladding: string;
  frame: string;
  /** A pent (sloping) roof, as studios often have, instead of a flat one. */
  pentRoof?: boolean;
  /** A desk and lamp seen through the glass. */
  desk?: boolean;
}

const SKY = {
  day: ['#9cc3dc', '#dcebf1'],
  dusk: ['#36476b', '#f0b47c'],
} as const;

export function sceneSvg(scene: Scene): string {
  const { width: w, height: h } = scene;
  const horizon = h * 0.58;
  const ground = h * 0.8;
  const bw = w * 0.56;
  const bx = (w - bw) / 2 + w * 0.04;
  const bh = h * (scene.pentRoof ? 0.3 : 0.26);
  const by = ground - bh;
  const glow = scene.light === 'dusk';
  const [skyTop, skyBottom] = SKY[scene.light];
  const roof = scene.pentRoof
    ? `<polygon points="${bx - w * 0.02},${by - h * 0.06} ${bx + bw + w * 0.02},${by + h * 0.02} ${bx + bw + w * 0.02},${by + h * 0.04} ${bx - w * 0.02},${by - h * 0.035}" fill="#2b2f33"/>`
    : `<rect x="${bx - w * 0.02}" y="${by - h * 0.03}" width="${bw + w * 0.04}" height="${h * 0.035}" fill="#2b2f33"/>`;
  const glassTop = by + h * (scene.pentRoof ? 0.06 : 0.03);
  // A pent roof's wall follows the slope: high at the front left, low at the back right.
  const body = scene.pentRoof
    ? `<polygon points="${bx},${ground} ${bx},${by - h * 0.045} ${bx + bw},${by + h * 0.025} ${bx + bw},${ground}" fill="${scene.cladding}"/>`
    : `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${scene.cladding}"/>`;
  const fence = Array.from({ length: Math.ceil(w / 24) }, (_, i) => `<line x1="${i * 24}" y1="${horizon}" x2="${i * 24}" y2="${horizon + h * 0.06}" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`).join('');
  const glassX = bx + bw * 0.3;
  const glassW = bw * 0.62;
  const glassH = ground - glassTop - h * 0.01;
  const panes = 3;
  const mullions = Array.from({ length: panes - 1 }, (_, i) => {
    const x = glassX + (glassW / panes) * (i + 1);
    return `<rect x="${x - 3}" y="${glassTop}" width="6" height="${glassH}" fill="${scene.frame}"/>`;
  }).join('');
  const wallTop = (x: number) => (scene.pentRoof ? by - h * 0.045 + (h * 0.07 * (x - bx)) / bw : by);
  const boards = Array.from({ length: Math.floor(bw / 14) }, (_, i) => {
    const x = bx + i * 14;
    return `<line x1="${x}" y1="${wallTop(x)}" x2="${x}" y2="${ground}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`;
  }).join('');
  const deckBoards = Array.from({ length: 6 }, (_, i) => {
    const y = ground + (h * 0.06 * (i + 1)) / 6;
    return `<line x1="${bx - w * 0.03}" y1="${y}" x2="${bx + bw + w * 0.03}" y2="${y}" stroke="#5a3e24" stroke-opacity="0.35" stroke-width="2"/>`;
  }).join('');
  const desk = scene.desk
    ? `<rect x="${glassX + glassW * 0.12}" y="${ground - glassH * 0.42}" width="${glassW * 0.45}" height="${h * 0.012}" fill="#3a2f26"/>
       <rect x="${glassX + glassW * 0.14}" y="${ground - glassH * 0.42}" width="6" height="${glassH * 0.41}" fill="#3a2f26"/>
       <rect x="${glassX + glassW * 0.54}" y="${ground - glassH * 0.42}" width="6" height="${glassH * 0.41}" fill="#3a2f26"/>
       <rect x="${glassX + glassW * 0.3}" y="${ground - glassH * 0.62}" width="${glassW * 0.16}" height="${glassH * 0.19}" rx="4" fill="#22272c"/>
       <circle cx="${glassX + glassW * 0.7}" cy="${ground - glassH * 0.7}" r="${h * 0.02}" fill="#ffd58a" fill-opacity="0.9"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${glow ? '#3d5a36' : '#6f9d4f'}"/><stop offset="1" stop-color="${glow ? '#22351f' : '#44713a'}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">${
      glow
        ? '<stop offset="0" stop-color="#ffe2a8"/><stop offset="1" stop-color="#f0a95a"/>'
        : '<stop offset="0" stop-color="#d9e9f2"/><stop offset="0.55" stop-color="#7fa3b8"/><stop offset="1" stop-color="#3e5a6b"/>'
    }</linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <g fill="${glow ? '#1f2e24' : '#3f6b45'}">
    <ellipse cx="${w * 0.12}" cy="${horizon}" rx="${w * 0.2}" ry="${h * 0.12}"/>
    <ellipse cx="${w * 0.45}" cy="${horizon + h * 0.01}" rx="${w * 0.28}" ry="${h * 0.09}"/>
    <ellipse cx="${w * 0.85}" cy="${horizon - h * 0.01}" rx="${w * 0.25}" ry="${h * 0.14}"/>
  </g>
  <rect y="${horizon}" width="${w}" height="${h * 0.06}" fill="${glow ? '#4a3a2c' : '#8a6a4b'}"/>
  <rect y="${horizon + h * 0.06}" width="${w}" height="${h - horizon}" fill="url(#lawn)"/>
  ${fence}
  ${body}
  ${boards}
  ${roof}
  <rect x="${glassX - 6}" y="${glassTop - 6}" width="${glassW + 12}" height="${glassH + 6}" fill="${scene.frame}"/>
  <rect x="${glassX}" y="${glassTop}" width="${glassW}" height="${glassH}" fill="url(#glass)"/>
  ${desk}
  ${mullions}
  <rect x="${bx + bw * 0.07}" y="${by + bh * 0.22}" width="${bw * 0.14}" height="${bh * 0.3}" fill="${scene.frame}"/>
  <rect x="${bx + bw * 0.07 + 5}" y="${by + bh * 0.22 + 5}" width="${bw * 0.14 - 10}" height="${bh * 0.3 - 10}" fill="url(#glass)"/>
  <polygon points="${bx - w * 0.03},${ground} ${bx + bw + w * 0.03},${ground} ${bx + bw + w * 0.05},${ground + h * 0.06} ${bx - w * 0.05},${ground + h * 0.06}" fill="#9a7048"/>
  ${deckBoards}
  <g fill="${glow ? '#2c4a2a' : '#4f8a43'}">
    <circle cx="${bx - w * 0.08}" cy="${ground + h * 0.02}" r="${h * 0.05}"/>
    <circle cx="${bx - w * 0.04}" cy="${ground + h * 0.03}" r="${h * 0.035}"/>
    <circle cx="${bx + bw + w * 0.09}" cy="${ground + h * 0.03}" r="${h * 0.045}"/>
  </g>
  <g fill="${glow ? '#8d8a80' : '#cfc8b8'}">
    <ellipse cx="${w * 0.5}" cy="${h * 0.9}" rx="${w * 0.05}" ry="${h * 0.015}"/>
    <ellipse cx="${w * 0.46}" cy="${h * 0.96}" rx="${w * 0.06}" ry="${h * 0.018}"/>
  </g>
</svg>`;
}
