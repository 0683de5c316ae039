/** The dashboard's Awards tab: earned and locked achievements. */
import { ACHIEVEMENT_RULES } from "~/domain/achievements";
import type { AchievementEntry } from "./types";
import { BadgeLevelTag, Icon } from "./wellness-ui";
import { AchievementItem } from "./dashboard-parts";

export function AwardsTab({ achievements }: { achievements: AchievementEntry[] }) {
  const earned = new Set(achievements.map((a) => a.type));
  const locked = ACHIEVEMENT_RULES.filter((r) => !earned.has(r.type));
  return (
    <div className="space-y-8">
      <section aria-labelledby="awards-heading">
        <h2 id="awards-heading" className="text-lg font-semibold">
          Your achievements
        </h2>
        {achievements.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            No achievements yet. They are awarded as you log your days, plan meals and complete
            goals.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {achievements.map((a) => (
              <AchievementItem key={a.id} achievement={a} />
            ))}
          </ul>
        )}
      </section>
      {locked.length > 0 ? (
        <section aria-labelledby="locked-heading">
          <h2 id="locked-heading" className="text-lg font-semibold">
            Still to earn
          </h2>
          <ul className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {locked.map((r) => (
              <li
                key={r.type}
                className="flex items-start gap-3 rounded-lg border border-dashed border-gray-300 p-3 dark:border-gray-600"
              >
                <span className="rounded-full bg-gray-100 p-2 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                  <Icon name={r.iconName} />
                </span>
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {r.title} <BadgeLevelTag level={r.badgeLevel} />
                  </p>
                  <p className="text-sm text-gray-700 dark:text-gray-300">{r.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- insights
