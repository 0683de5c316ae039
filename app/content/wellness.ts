/**
 * Built-in content of the Emily AI coach page (/nutricoach): the eight wellness categories with the
 * words that recognise them in a question, the suggested prompts, the greeting and the fixed texts
 * of the chat (spec document 2, sections 2, 4 and 8).
 */

export const WELLNESS_CATEGORY_IDS = [
  "diabetes",
  "weight",
  "nutrition",
  "energy",
  "digestive",
  "mental",
  "ayurveda",
  "tcm",
] as const;
export type WellnessCategoryId = (typeof WELLNESS_CATEGORY_IDS)[number];

export type WellnessCategory = {
  id: WellnessCategoryId;
  label: string;
  description: string;
  /** lower-case words or word beginnings; a question mentioning one belongs to the category */
  keywords: string[];
};

export const WELLNESS_CATEGORIES: WellnessCategory[] = [
  {
    id: "diabetes",
    label: "Diabetes Management",
    description: "Eating to keep blood sugar steady.",
    keywords: [
      "diabet",
      "prediabet",
      "blood sugar",
      "glucose",
      "insulin",
      "a1c",
      "glycemic",
      "glycaemic",
      "hba1c",
    ],
  },
  {
    id: "weight",
    label: "Weight Management",
    description: "Sustainable approaches to losing, gaining or keeping a healthy weight.",
    keywords: [
      "weight",
      "obes",
      "overweight",
      "lose",
      "losing",
      "fat loss",
      "bmi",
      "calorie deficit",
      "slim",
      "belly fat",
    ],
  },
  {
    id: "nutrition",
    label: "Nutrition",
    description: "Nutrients, balanced meals and everyday food choices.",
    keywords: [
      "nutri",
      "protein",
      "vitamin",
      "mineral",
      "diet",
      "meal",
      "macro",
      "fiber",
      "fibre",
      "calorie",
      "recipe",
      "breakfast",
      "lunch",
      "dinner",
      "snack",
    ],
  },
  {
    id: "energy",
    label: "Energy & Vitality",
    description: "Food and habits for steady energy through the day.",
    keywords: [
      "energy",
      "energi",
      "tired",
      "fatigue",
      "exhaust",
      "sluggish",
      "stamina",
      "vitality",
      "afternoon slump",
    ],
  },
  {
    id: "digestive",
    label: "Digestive Health",
    description: "Gut comfort, regularity and a healthy microbiome.",
    keywords: [
      "digest",
      "gut",
      "bloat",
      "constipat",
      "diarrh",
      "ibs",
      "stomach",
      "reflux",
      "heartburn",
      "probiotic",
      "prebiotic",
    ],
  },
  {
    id: "mental",
    label: "Mental Wellness",
    description: "Food, sleep and routines that support mood and calm.",
    keywords: [
      "stress",
      "anxi",
      "mood",
      "depress",
      "mental",
      "focus",
      "sleep",
      "insomnia",
      "calm",
      "burnout",
      "brain",
    ],
  },
  {
    id: "ayurveda",
    label: "Ayurveda",
    description: "Traditional Indian perspectives on doshas, tastes and seasonal eating.",
    keywords: ["ayurved", "dosha", "vata", "pitta", "kapha", "agni"],
  },
  {
    id: "tcm",
    label: "Traditional Chinese Medicine",
    description: "Warming and cooling foods, qi and balance in traditional Chinese medicine.",
    keywords: [
      "tcm",
      "traditional chinese",
      "chinese medicine",
      "qi",
      "yin",
      "yang",
      "meridian",
      "acupunct",
    ],
  },
];

/** The coach header shows these three category icons. */
export const HEADER_CATEGORY_IDS: WellnessCategoryId[] = ["nutrition", "ayurveda", "tcm"];

export const SUGGESTED_PROMPTS: string[] = [
  "What should I eat to keep my blood sugar steady through the day?",
  "Can you suggest a simple, balanced meal plan for healthy weight loss?",
  "Which foods can help me beat the afternoon energy slump?",
  "What does Ayurveda recommend for better digestion?",
  "How can I eat to feel less stressed and sleep better?",
  "Which foods are warming or cooling in traditional Chinese medicine?",
  "How much protein do I need each day, and where can I get it?",
  "What are some gut-friendly foods to reduce bloating?",
];

/** The page shows the first four prompts as quick-prompt buttons. */
export const QUICK_PROMPT_COUNT = 4;

export function quickPrompts(): string[] {
  return SUGGESTED_PROMPTS.slice(0, QUICK_PROMPT_COUNT);
}

export const COACH_NAME = "Emily AI";
export const COACH_PAGE_TITLE = "Holistic Wellness Coach";

export const COACH_GREETING =
  "Hello, I'm Emily AI, a holistic nutritionist. I can help with blood-sugar-friendly eating, healthy weight, energy, digestion and stress, and share perspectives from Ayurveda, traditional Chinese medicine and functional nutrition alongside current nutrition science. Ask me a question or share a photo of your meal. I offer nutrition education, not medical advice, so please check any health concerns with your doctor.";

/** Fixed texts of the chat, worded as in the spec. */
export const COACH_TEXT = {
  thinking: "Analyzing from holistic perspective...",
  researching: "Conducting deep wellness research...",
  failureReply:
    "I apologize, but I'm experiencing technical difficulties. Please try again in a moment. In the meantime, consider consulting with a healthcare professional for any urgent wellness concerns.",
  connectionIssueTitle: "Connection Issue",
  connectionIssueDescription: "Unable to connect to wellness coach. Please try again.",
  imagePrompt: "Please analyze this food from a holistic wellness perspective",
  invalidFileTitle: "Invalid File",
  invalidFileDescription: "Please select an image file for food analysis.",
  uploadErrorTitle: "Upload Error",
  uploadErrorDescription: "Failed to process image. Please try again.",
  voiceComingSoon: "Voice recording will be available in a future update!",
} as const;

/** The callouts the reply renderer colours, by the heading that opens them. */
export const COACH_CALLOUTS = [
  "Ayurvedic Insight",
  "TCM Wisdom",
  "Science Says",
  "Wellness Tip",
  "Food Focus",
  "Tip",
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The categories a question belongs to: those with a keyword that starts a word in the text,
 * ignoring case. Returned in the order of WELLNESS_CATEGORIES; empty when nothing matches.
 */
export function detectWellnessCategories(text: string): WellnessCategoryId[] {
  return WELLNESS_CATEGORIES.filter((category) =>
    category.keywords.some((keyword) => new RegExp(`\\b${escapeRegExp(keyword)}`, "i").test(text)),
  ).map((category) => category.id);
}

export function wellnessCategoryById(id: string): WellnessCategory | undefined {
  return WELLNESS_CATEGORIES.find((category) => category.id === id);
}
