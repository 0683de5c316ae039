#!/usr/bin/env node
// Renders the social-sharing image (1200 x 630 PNG) from an SVG drawn here, into
// public/images/og-image.png (committed). Rerun after changing the design: node scripts/build-og-image.mjs
// sharp comes with miniflare (a dev dependency); only this script uses it, never the Worker.
import sharp from "sharp";

const W = 1200;
const H = 630;
const tiles = [
  ["25g", "Protein", "#e0f2fe", "#0c4a6e"],
  ["40g", "Carbs", "#fef3c7", "#78350f"],
  ["15g", "Fat", "#ffe4e6", "#881337"],
];
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ecfdf5"/><stop offset="1" stop-color="#a7f3d0"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="220" fill="#6ee7b7" opacity="0.35"/>
  <circle cx="110" cy="560" r="160" fill="#34d399" opacity="0.25"/>
  <g transform="translate(80 80)">
    <circle cx="36" cy="36" r="34" fill="#047857"/>
    <path d="M22 46c0-14 9-23 28-25-2 18-11 27-25 27" fill="#fff"/>
    <text x="90" y="50" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#064e3b">NutriCoach</text>
  </g>
  <text x="80" y="270" font-family="DejaVu Sans, sans-serif" font-size="62" font-weight="bold" fill="#022c22">AI-powered meal planning,</text>
  <text x="80" y="345" font-family="DejaVu Sans, sans-serif" font-size="62" font-weight="bold" fill="#022c22">personalized for you</text>
  <text x="80" y="410" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#065f46">Recipes, weekly plans that hit your targets, an AI coach. Free.</text>
  ${tiles
    .map(
      ([value, label, bg, fg], i) => `<g transform="translate(${80 + i * 230} 460)">
    <rect width="200" height="110" rx="20" fill="${bg}"/>
    <text x="100" y="58" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="${fg}">${value}</text>
    <text x="100" y="92" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${fg}">${label}</text></g>`,
    )
    .join("\n  ")}
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile("public/images/og-image.png");
console.log("wrote public/images/og-image.png");
