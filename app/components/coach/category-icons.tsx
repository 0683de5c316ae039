/** Small inline icons for the coach's wellness categories (no icon font, no extra download). */
import type { WellnessCategoryId } from "~/content/wellness";

const PATHS: Record<WellnessCategoryId, string> = {
  // leaf
  nutrition: "M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7",
  // lotus
  ayurveda:
    "M12 19c-4 0-8-2-9-5 3-1 6 0 9 2 3-2 6-3 9-2-1 3-5 5-9 5Zm0-3c-2-2-3-5-2-9 1 1 2 2 2 4 0-2 1-3 2-4 1 4 0 7-2 9Z",
  // yin-yang
  tcm: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0a4.5 4.5 0 0 1 0 9 4.5 4.5 0 0 0 0 9M12 7.2v.1M12 16.7v.1",
  // drop
  diabetes: "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11Z",
  // scale
  weight: "M5 7h14l-2 12H7L5 7Zm7 3v3m-3-6a3 3 0 0 1 6 0",
  // bolt
  energy: "M13 3 5 14h6l-1 7 8-11h-6l1-7Z",
  // stomach-ish
  digestive: "M9 3v5c0 3-4 3-4 7a5 5 0 0 0 10 0c0-2 2-2 2-5V3",
  // brain-ish
  mental:
    "M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 3 5 3 3 0 0 0 5 2V5a3 3 0 0 0-3-1Zm6 0a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-3 5 3 3 0 0 1-5 2",
};

export function CategoryIcon({
  id,
  className = "h-5 w-5",
}: {
  id: WellnessCategoryId;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
