/** The dashboard's Metrics tab: body, heart, mind and energy readings with their Log buttons. */
import type { MetricField } from "~/domain/schemas/wellness";
import { dayCalories } from "~/domain/trends";
import { MOOD_LABELS, moodLevel, targetHeartRateZone } from "~/domain/wellness-score";
import { useInPageHref } from "./dashboard-context";
import type { DashboardData } from "./types";
import { DashCard, Icon, Stat } from "./wellness-ui";
import { dayHint, fmt, latestValue, type DialogKey } from "./dashboard-parts";

export function MetricsTab({
  data,
  today,
  bmi,
  open,
}: {
  data: DashboardData;
  today: string;
  bmi: number | null;
  open: (key: DialogKey) => void;
}) {
  const href = useInPageHref();
  const m = data.metrics;
  const last = (field: MetricField) => latestValue(m, field);
  const show = (field: MetricField, unit: string, decimals = 1) => {
    const v = last(field);
    return v ? `${fmt(v.value, decimals)}${unit}` : "—";
  };
  const weight =
    data.latestWeight ?? (data.profile?.weight ? { weight: data.profile.weight, date: "" } : null);
  const sys = last("bloodPressureSystolic");
  const dia = last("bloodPressureDiastolic");
  const mood = last("moodScore");
  const zone = targetHeartRateZone(data.profile?.age);
  const todayEntry = m.find((e) => e.date === today) ?? null;
  const mealsToday = data.meals.filter((e) => e.date === today).reduce((s, e) => s + e.calories, 0);
  const eaten = dayCalories(todayEntry?.caloriesConsumed, mealsToday);
  const burned = todayEntry?.caloriesBurned ?? null;
  const bmr = last("bmr")?.value ?? data.profile?.bmr ?? null;
  const bmiLabel =
    bmi === null
      ? undefined
      : bmi < 18.5
        ? "under the healthy range"
        : bmi <= 24.9
          ? "healthy range"
          : "over the healthy range";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DashCard
        title="Body Composition"
        icon={<Icon name="scale" />}
        action={{
          label: "Update Metrics",
          onClick: () => open("body"),
          href: href({ log: "body" }),
        }}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="Weight"
            value={weight ? `${fmt(weight.weight)} kg` : "—"}
            hint={
              weight?.date
                ? dayHint({ date: weight.date }, today)
                : weight
                  ? "from your profile"
                  : undefined
            }
          />
          <Stat label="BMI" value={bmi === null ? "—" : fmt(bmi)} hint={bmiLabel} />
          <Stat
            label="Body fat"
            value={show("bodyFat", "%")}
            hint={dayHint(last("bodyFat"), today)}
          />
          <Stat
            label="Muscle mass"
            value={show("muscleMass", " kg")}
            hint={dayHint(last("muscleMass"), today)}
          />
          <Stat
            label="Body water"
            value={show("bodyWater", "%")}
            hint={dayHint(last("bodyWater"), today)}
          />
          <Stat
            label="Visceral fat"
            value={show("visceralFat", "")}
            hint={dayHint(last("visceralFat"), today)}
          />
        </dl>
      </DashCard>
      <DashCard
        title="Cardiovascular"
        icon={<Icon name="heart" />}
        action={{
          label: "Log Vitals",
          onClick: () => open("vitals"),
          href: href({ log: "vitals" }),
        }}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="Blood pressure"
            value={sys && dia ? `${sys.value}/${dia.value} mmHg` : "—"}
            hint={dayHint(sys, today)}
          />
          <Stat
            label="Resting heart rate"
            value={show("restingHeartRate", " bpm", 0)}
            hint={dayHint(last("restingHeartRate"), today)}
          />
          <Stat
            label="Target heart-rate zone"
            value={zone ? `${zone.low}-${zone.high} bpm` : "—"}
            hint={zone ? "50-85% of (220 - age)" : "Add your age to your profile"}
          />
        </dl>
      </DashCard>
      <DashCard
        title="Mental Wellness"
        icon={<Icon name="brain" />}
        action={{ label: "Log Mood", onClick: () => open("mood"), href: href({ log: "mood" }) }}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="Mood"
            value={mood ? `${mood.value}/10` : "—"}
            hint={
              mood ? `${MOOD_LABELS[moodLevel(mood.value)]} (${dayHint(mood, today)})` : undefined
            }
          />
          <Stat
            label="Stress level"
            value={show("stressLevel", "/10", 0)}
            hint={dayHint(last("stressLevel"), today)}
          />
          <Stat
            label="Energy level"
            value={show("energyLevel", "/10", 0)}
            hint={dayHint(last("energyLevel"), today)}
          />
          <Stat
            label="Sleep quality"
            value={show("sleepQuality", "/10", 0)}
            hint={dayHint(last("sleepQuality"), today)}
          />
        </dl>
      </DashCard>
      <DashCard
        title="Metabolic Health"
        icon={<Icon name="flame" />}
        action={{
          label: "Log Calories",
          onClick: () => open("calories"),
          href: href({ log: "calories" }),
        }}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat label="BMR" value={bmr ? `${fmt(bmr, 0)} kcal` : "—"} hint="energy at rest" />
          <Stat
            label="TDEE"
            value={data.profile?.tdee ? `${fmt(data.profile.tdee, 0)} kcal` : "—"}
            hint="energy with activity"
          />
          <Stat label="Eaten today" value={eaten === null ? "—" : `${fmt(eaten, 0)} kcal`} />
          <Stat
            label="Burned today"
            value={burned === null ? "—" : `${fmt(burned, 0)} kcal`}
            hint={
              eaten !== null && burned !== null ? `net ${fmt(eaten - burned, 0)} kcal` : undefined
            }
          />
        </dl>
      </DashCard>
    </div>
  );
}

// ---------------------------------------------------------------- nutrition
