/**
 * One turn of the Emily AI coach: who is asking (the stored profile for a signed-in user, never the
 * client's copy; a visitor's own context otherwise), which model answers (vision for a photo when
 * configured, the configured chat model, else the built-in coach with the knowledge it needs), and
 * what it is sent (system prompt with the user's context, the last 8 messages, the question).
 */
import type { ModelMessage } from "ai";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { userMealPlans, userProfiles, users } from "#db/schema";
import { COACH_TEXT, detectWellnessCategories, type WellnessCategoryId } from "~/content/wellness";
import {
  pickRecipes,
  type CoachKnowledge,
  type CoachMealPlan,
  type CoachRecipe,
} from "~/domain/coach/compose";
import {
  coachTargets,
  profileFromStored,
  profileFromVisitor,
  DEFAULT_ACTIVITY_LEVEL,
  type CoachProfile,
  type CoachTargets,
} from "~/domain/coach/profile";
import { buildSystemPrompt, recentHistory, type ChatHistoryMessage } from "~/domain/coach/prompt";
import { analyseQuestion } from "~/domain/coach/question";
import { TOPICS } from "~/domain/coach/topics";
import type { AcceptedImageType } from "~/domain/images";
import type { SafetyVerdict } from "~/domain/safety/classify";
import { EXCLUDING_RESTRICTIONS, isRecipeAllowed, type MealPlan } from "~/domain/meal-plan";
import type { UserContextInput } from "~/domain/schemas/ai";
import {
  BUILT_IN_MODEL_LABEL,
  createBuiltInCoachModel,
  getConfiguredModel,
  type AiEnv,
  type BuiltInModelOptions,
} from "~/lib/ai.server";
import { loadNutritionDataFor } from "./food-data.server";
import { loadPlanningCatalogue } from "./meal-plans.server";

export type AnalysisType = "text" | "image" | "deep-research";

export type CoachCall = {
  model: LanguageModelV3;
  modelLabel: string;
  builtIn: boolean;
  system: string;
  messages: ModelMessage[];
  providerOptions: Record<string, Record<string, unknown>>;
  categories: WellnessCategoryId[];
  analysisType: AnalysisType;
};

export type CoachImage = { bytes: Uint8Array; type: AcceptedImageType };

/** Who answered when the safety layer's fixed text is the whole answer. */
export const SAFETY_NOTICE_LABEL = "NutriCoach safety notice";

// ---------------------------------------------------------------- loading what the coach knows

export async function loadCoachProfile(db: Database, userId: number): Promise<CoachProfile | null> {
  const [row] = await db
    .select({ profile: userProfiles, firstName: users.firstName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  // an account without a profile yet: only the name is known
  if (!row.profile) return { ...emptyProfile(), firstName: row.firstName };
  return profileFromStored(row.profile, row.firstName);
}

function emptyProfile(): CoachProfile {
  return {
    source: "profile",
    activityLevel: DEFAULT_ACTIVITY_LEVEL,
    dietaryRestrictions: [],
    healthGoals: [],
    preferredCuisines: [],
    dislikedIngredients: [],
    healthConditions: [],
    fitnessGoals: [],
  };
}

export function visitorProfile(context: UserContextInput | null | undefined): CoachProfile | null {
  if (!context) return null;
  return profileFromVisitor({
    gender: context.gender ?? null,
    age: context.age ?? null,
    height: context.height ?? null,
    weight: context.weight ?? null,
    activityLevel: context.activityLevel || DEFAULT_ACTIVITY_LEVEL,
    dietaryRestrictions: context.dietaryRestrictions,
    healthGoals: context.healthGoals,
    preferredCuisines: context.preferredCuisines,
    bmr: context.bmr ?? null,
    tdee: context.tdee ?? null,
  });
}

/** Catalogue recipes that fit the profile: restriction tags in SQL, dislikes by ingredient name. */
export async function loadCoachRecipes(
  db: Database,
  profile: CoachProfile | null,
): Promise<CoachRecipe[]> {
  const restrictions = (profile?.dietaryRestrictions ?? []).filter((r) =>
    (EXCLUDING_RESTRICTIONS as readonly string[]).includes(r),
  );
  const catalogue = await loadPlanningCatalogue(db, { requiredTags: restrictions });
  return catalogue.filter((r) =>
    isRecipeAllowed(r, restrictions, profile?.dislikedIngredients ?? []),
  );
}

/** The user's two latest meal plans (owner in the WHERE clause). */
export async function loadCoachMealPlans(db: Database, userId: number): Promise<CoachMealPlan[]> {
  const rows = await db
    .select({ name: userMealPlans.name, data: userMealPlans.mealPlanData })
    .from(userMealPlans)
    .where(eq(userMealPlans.userId, userId))
    .orderBy(desc(userMealPlans.createdAt), desc(userMealPlans.id))
    .limit(2);
  const plans: CoachMealPlan[] = [];
  for (const row of rows) {
    try {
      const plan = JSON.parse(row.data) as MealPlan;
      if (Array.isArray(plan?.days) && plan.days.length) plans.push({ name: row.name, plan });
    } catch {
      // a plan we cannot read is skipped, not fatal
    }
  }
  return plans;
}

const TOPIC_FOOD_LINES = Object.values(TOPICS)
  .flatMap((t) => t.foods)
  .join("\n");

// ---------------------------------------------------------------- the call

export type CoachTurnInput = {
  profile: CoachProfile | null;
  message: string;
  history: readonly ChatHistoryMessage[];
  image: CoachImage | null;
  deepResearch: boolean;
  /** a caution class the safety gate found (its notice precedes the reply) */
  safety?: SafetyVerdict | null;
};

/**
 * The system prompt and messages for a turn (pure): the profile's context, the last 8 messages,
 * then the question with the photo attached when the model can see it.
 */
export function assembleCoachMessages(
  turn: CoachTurnInput,
  options: {
    targets: CoachTargets;
    recipes: { id: number; title: string }[];
    imageVisible: boolean;
  },
): { system: string; messages: ModelMessage[]; message: string } {
  const message = turn.message.trim() || (turn.image ? COACH_TEXT.imagePrompt : "");
  const system = buildSystemPrompt({
    profile: turn.profile,
    targets: options.targets,
    deepResearch: turn.deepResearch,
    recipes: options.recipes,
    imageNotVisible: !!turn.image && !options.imageVisible,
    safety: turn.safety ?? null,
  });
  const history: ModelMessage[] = recentHistory(turn.history).map((m) =>
    m.role === "user"
      ? { role: "user", content: m.content }
      : { role: "assistant", content: m.content },
  );
  const current: ModelMessage = {
    role: "user",
    content: [
      { type: "text", text: message },
      ...(turn.image && options.imageVisible
        ? [{ type: "image" as const, image: turn.image.bytes, mediaType: turn.image.type }]
        : []),
    ],
  };
  return { system, messages: [...history, current], message };
}

export function analysisTypeOf(turn: Pick<CoachTurnInput, "image" | "deepResearch">): AnalysisType {
  return turn.image ? "image" : turn.deepResearch ? "deep-research" : "text";
}

/** Chooses the model and builds the call for one turn. */
export async function buildCoachCall(
  deps: { db: Database; env: AiEnv },
  turn: CoachTurnInput & { userId: number | null },
  builtInOptions?: BuiltInModelOptions,
): Promise<CoachCall> {
  const { db, env } = deps;
  const vision = turn.image ? getConfiguredModel(env, "vision") : null;
  const configured = vision ?? getConfiguredModel(env, "chat");
  const targets = coachTargets(turn.profile);
  const catalogue = await loadCoachRecipes(db, turn.profile);
  const question = analyseQuestion(turn.message);
  const recipes = pickRecipes(catalogue, question, turn.profile, targets, 10).map((r) => ({
    id: r.id,
    title: r.title,
  }));

  let model: LanguageModelV3;
  let modelLabel: string;
  if (configured) {
    model = configured.model;
    modelLabel = configured.label;
  } else {
    const knowledge: CoachKnowledge = {
      profile: turn.profile,
      recipes: catalogue,
      mealPlans: turn.userId !== null ? await loadCoachMealPlans(db, turn.userId) : [],
      nutrition: await loadNutritionDataFor(db, `${turn.message}\n${TOPIC_FOOD_LINES}`),
    };
    model = createBuiltInCoachModel(knowledge, builtInOptions);
    modelLabel = BUILT_IN_MODEL_LABEL;
  }
  // the built-in coach reads the photo's presence from the message; it cannot see it either way
  const imageVisible = !!vision || !configured;
  const { system, messages, message } = assembleCoachMessages(turn, {
    targets,
    recipes,
    imageVisible,
  });
  let categories = detectWellnessCategories(message);
  if (!categories.length && turn.image) categories = ["nutrition"];
  return {
    model,
    modelLabel,
    builtIn: !configured,
    system,
    messages,
    providerOptions: {
      nutricoach: { deepResearch: turn.deepResearch, safetyClass: turn.safety?.class ?? null },
    },
    categories,
    analysisType: analysisTypeOf(turn),
  };
}
