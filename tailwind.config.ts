import type { Config } from "tailwindcss";

export default {
  // the safety model's weights (generated, 220 KB of encoded features) hold no class names, and
  // Tailwind's scanner took about 4 minutes on that one file (ADR 042, weights encoding)
  content: ["./app/**/*.{ts,tsx}", "!./app/domain/safety/learned-weights.ts"],
  darkMode: "class",
  theme: { extend: {} },
  plugins: [],
} satisfies Config;
