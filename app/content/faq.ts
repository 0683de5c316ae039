/**
 * Built-in FAQ: questions by category, and the Privacy, Terms and Cookies sections that the footer's
 * legal links open (/faq#privacy, /faq#terms, /faq#cookies). The legal text describes how this app
 * actually stores data; keep it in step with app/lib (sessions, cookies) and db/schema.ts.
 */

export const FAQ_CATEGORIES = ["General", "Account", "Features", "Nutrition", "Technical"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
/** The chip that shows every category. */
export const ALL_FAQ_CATEGORIES = "all";
export type FaqCategoryFilter = FaqCategory | typeof ALL_FAQ_CATEGORIES;

export const FAQ_CATEGORY_CHIPS: { id: FaqCategoryFilter; label: string }[] = [
  { id: ALL_FAQ_CATEGORIES, label: "All Questions" },
  ...FAQ_CATEGORIES.map((category) => ({ id: category, label: category })),
];

export type FaqItem = { id: string; category: FaqCategory; question: string; answer: string };

export const SUPPORT_EMAIL = "support@nutricoach.app";
export const SUPPORT_HOURS = "Monday to Friday, 9am-5pm EST";

export const FAQ_ITEMS: FaqItem[] = [
  // General
  {
    id: "what-is-nutricoach",
    category: "General",
    question: "What is NutriCoach?",
    answer:
      "NutriCoach is a nutrition and meal-planning app. It offers weekly diet plans, recipe recommendations, shopping lists, a nutrition guide, smoothie plans, AI food analysis, a wellness coach called Emily AI and a wellness dashboard.",
  },
  {
    id: "is-it-free",
    category: "General",
    question: "Do I need an account to use NutriCoach?",
    answer:
      "No. The nutrition guide, AR measurement guide, smoothie plans, food analysis, Emily AI and this FAQ are open to everyone. Diet plans, shopping lists, meal plans, favourites and the wellness dashboard need a free account.",
  },
  {
    id: "medical-advice",
    category: "General",
    question: "Is NutriCoach a substitute for medical advice?",
    answer:
      "No. NutriCoach and Emily AI give general nutrition education, not medical advice. If you have a health condition, are pregnant, or take medication, talk to your doctor or a registered dietitian before changing your diet.",
  },
  {
    id: "who-is-it-for",
    category: "General",
    question: "Who is NutriCoach for?",
    answer:
      "Adults who want help planning meals, learning about nutrition and building healthier habits, whether the goal is weight management, more energy, or simply eating better.",
  },
  {
    id: "contact-support",
    category: "General",
    question: "How do I contact support?",
    answer: `Email ${SUPPORT_EMAIL}. Our team answers ${SUPPORT_HOURS}, usually within one working day.`,
  },
  // Account
  {
    id: "create-account",
    category: "Account",
    question: "How do I create an account?",
    answer:
      "Choose Get Started and follow the three onboarding steps: your account details, your physical profile (age, height, weight, activity level) with your goal and weekly pace, and your dietary preferences. You can also register from the Login page.",
  },
  {
    id: "update-profile",
    category: "Account",
    question: "How do I update my profile or dietary preferences?",
    answer:
      "Open Settings from the navigation bar (or from your dashboard). Your goal, weekly pace, body data, activity level, dietary restrictions, cuisines and dislikes are all there; they set your daily calorie target and personalise recommendations, meal plans and Emily AI, so keep them current.",
  },
  {
    id: "forgot-password",
    category: "Account",
    question: "I forgot my password. What should I do?",
    answer: `Choose 'Forgot your password?' on the sign-in page and enter your email address: we send a link to choose a new password. It works once, for 30 minutes, and setting a new password signs you out on every other device. If no email arrives, contact ${SUPPORT_EMAIL} from the email address on your account.`,
  },
  {
    id: "stay-signed-in",
    category: "Account",
    question: "How long do I stay signed in?",
    answer:
      "You stay signed in while you keep using the app. A session ends after 7 days without activity, and after 30 days at most, when you need to sign in again. Logging out ends it straight away.",
  },
  {
    id: "delete-account",
    category: "Account",
    question: "How do I delete my account and data?",
    answer:
      "Open Settings and choose Delete account, then confirm with your password. We remove your account, profile, plans, logs, lists, comments, stories, uploaded photos and every session at once. Download my data, on the same page, gives you a copy of everything first.",
  },
  // Features
  {
    id: "diet-plans",
    category: "Features",
    question: "What diet plans are available?",
    answer:
      "Balanced, Keto, Vegetarian and Paleo plans each come with a full week of meals at three calorie levels. A Mediterranean plan is being prepared by our nutritionists.",
  },
  {
    id: "shopping-lists",
    category: "Features",
    question: "How do shopping lists work?",
    answer:
      "Create as many lists as you like, add items with a quantity and category, tick them off as you shop and remove checked items in one go. Add a recipe's ingredients from the side panel, or turn a diet plan's week into a list with Create Shopping List. Lists are saved to your account, so they follow you to any device.",
  },
  {
    id: "food-analysis",
    category: "Features",
    question: "How does the AI food analysis work?",
    answer:
      "Upload a photo of a meal and the analysis estimates what is on the plate, its calories and macronutrients, a health score, and notes from Ayurvedic and traditional Chinese medicine perspectives. Estimates from photos are approximate.",
  },
  {
    id: "emily-ai",
    category: "Features",
    question: "What can Emily AI help with?",
    answer:
      "Emily AI is a holistic nutrition coach. Ask about meal ideas, blood-sugar-friendly eating, weight management, energy, digestion, stress, or Ayurvedic and traditional Chinese medicine perspectives on food. You can also share a food photo.",
  },
  {
    id: "smoothie-plans",
    category: "Features",
    question: "How should I use the smoothie plans?",
    answer:
      "Have one smoothie a day, following the plan's order, as a breakfast or snack next to balanced meals. Each recipe lists its ingredients, steps and nutrition.",
  },
  // Nutrition
  {
    id: "bmr-tdee",
    category: "Nutrition",
    question: "How are my BMR and TDEE calculated?",
    answer:
      "We use the Mifflin-St Jeor equation. BMR (the energy you burn at rest) is 10 x weight in kg + 6.25 x height in cm - 5 x age, plus 5 for men or minus 161 for women. TDEE (your total daily energy expenditure) is your BMR multiplied by an activity factor from 1.2 (sedentary) to 1.9 (very active).",
  },
  {
    id: "water-intake",
    category: "Nutrition",
    question: "How much water should I drink?",
    answer:
      "About 8 cups (64 ounces) of water per day is a good starting point for most adults. You need more in hot weather, when you exercise, or when pregnant or breastfeeding.",
  },
  {
    id: "macros",
    category: "Nutrition",
    question: "What are macronutrients and how much do I need?",
    answer:
      "Macronutrients are protein, carbohydrates and fat. General guidance for adults is 0.8 g of protein per kg of body weight, 45-65% of calories from carbohydrates and 20-35% from fat. The Nutrition Guide explains each one.",
  },
  {
    id: "net-carbs",
    category: "Nutrition",
    question: "What are net carbs?",
    answer:
      "Net carbs are total carbohydrates minus fibre. The keto plan keeps net carbs under 25 g a day, with about 70% of calories from fat, 25% from protein and 5% from carbohydrates.",
  },
  {
    id: "supplements",
    category: "Nutrition",
    question: "Should I take supplements?",
    answer:
      "Most people can meet their needs from a varied diet. Some groups may need specific supplements, such as vitamin B12 for vegans or vitamin D in winter. Ask a healthcare professional before starting any.",
  },
  // Technical
  {
    id: "supported-browsers",
    category: "Technical",
    question: "Which browsers and devices are supported?",
    answer:
      "NutriCoach works in current versions of Chrome, Edge, Firefox and Safari on desktop and mobile. The AR measurement guide and live food analysis need a device with a camera.",
  },
  {
    id: "camera-access",
    category: "Technical",
    question: "Why does the app ask for camera access?",
    answer:
      "The AR measurement guide and the real-time food analysis use your camera. The picture is only used while the feature is open, and you can stop the camera at any time.",
  },
  {
    id: "dark-mode",
    category: "Technical",
    question: "Can I use a dark theme?",
    answer:
      "Yes. Choose light, dark or system in the theme switcher. The choice is saved in your browser, and by default the app follows your system setting.",
  },
  {
    id: "page-not-loading",
    category: "Technical",
    question: "A page is not loading or looks wrong. What can I do?",
    answer: `Refresh the page, check your connection and make sure your browser is up to date. If it keeps happening, email ${SUPPORT_EMAIL} with the page address and what you saw.`,
  },
  {
    id: "data-security",
    category: "Technical",
    question: "Is my data secure?",
    answer:
      "Your data is sent over HTTPS and stored with Cloudflare. Your password is stored only as a salted hash, and your session is identified by a random id in a cookie that scripts cannot read. See the Privacy section below for details.",
  },
];

export type LegalSection = {
  id: "privacy" | "terms" | "cookies";
  title: string;
  paragraphs: string[];
};

export const LEGAL_SECTIONS: LegalSection[] = [
  {
    id: "privacy",
    title: "Privacy Policy",
    paragraphs: [
      "We collect the information you give us: your account details (username, name, email and a salted hash of your password), your profile (such as age, height, weight, activity level, dietary preferences and goals), your favourite recipes, comments and stories, meal plans, shopping lists, saved smoothie plans and recipes, health metrics and logs, food analyses you run while signed in, and the images you upload.",
      "Accounts and profiles, favourites, meal plans, shopping lists, saved items, health metrics and logs are stored in a Cloudflare D1 database. Images you upload are stored in Cloudflare R2. They are kept until you delete them or delete your account (Settings, Delete account), which removes them all at once.",
      "When you sign in, a session is stored in Cloudflare KV under a random id. That id is the only thing kept in your session cookie, which is HttpOnly so page scripts cannot read it. A session expires after 7 days without activity and after 30 days at most; logging out deletes it.",
      "To slow down password guessing we count failed sign-ins and registrations per network address and per account for up to an hour; the counters hold nothing else. A correct password from an address that has not failed is never refused.",
      "Your theme choice (light, dark or system) is kept in your browser's localStorage and never sent to us.",
      "AI features (Emily AI and food analysis) send your question or image, and the profile details relevant to it, to the AI provider we have configured, only when one is configured. Otherwise a built-in model on our own server answers and nothing leaves our service.",
      "We do not sell your data, we load no third-party trackers, analytics or advertising scripts, and we do not use tracking or advertising cookies.",
      `You can download everything your account holds and delete your account with all its data at any time from Settings, or ask support at ${SUPPORT_EMAIL}.`,
    ],
  },
  {
    id: "terms",
    title: "Terms of Service",
    paragraphs: [
      "By creating an account you agree to these terms and to the privacy policy above.",
      "NutriCoach provides general nutrition education and planning tools. It is not medical advice, diagnosis or treatment. Always consult a qualified healthcare professional about medical conditions, medication, pregnancy or significant changes to your diet.",
      "Nutrition values, AI food analysis and coach answers are estimates and may be inaccurate. Check labels and use your own judgement, especially for allergies.",
      "Keep your login details private and give accurate information in your profile. You are responsible for activity on your account.",
      "Do not misuse the service, upload content you have no right to share, or try to access other people's data.",
      "We may update the app and these terms; we will show the updated terms here. We may suspend accounts that break these terms.",
      `Questions about these terms: ${SUPPORT_EMAIL}.`,
    ],
  },
  {
    id: "cookies",
    title: "Cookie Policy",
    paragraphs: [
      "We use only the cookies the app needs to work. We do not use tracking, analytics or advertising cookies.",
      "Session cookie (__Host-nc_session; nc_session on a local development server): holds a random id that links your browser to your session while you are signed in. It is HttpOnly, is sent only to this site, lasts at most 30 days, and the session behind it expires after 7 days without activity and after 30 days at most.",
      "Notice cookie (nc_toast): carries a one-time message (for example 'Logged out') to the next page, is removed as soon as it is shown and expires after 60 seconds in any case.",
      "Sign-in cookie (__Host-nc_oidc): only if you sign in through an external identity provider; it protects that step, lasts at most 10 minutes and is removed when the step ends.",
      "Your theme preference is not a cookie: it is kept in your browser's localStorage.",
      "You can block or delete cookies in your browser settings, but you will not be able to stay signed in without the session cookie.",
    ],
  },
];

/**
 * FAQ items in the chosen category ("all" for every category) whose question or answer contains
 * the query, ignoring case and the query's surrounding spaces. An empty query keeps every item of
 * the category. Order is preserved.
 */
export function searchFaq(
  items: readonly FaqItem[],
  query: string,
  category: FaqCategoryFilter = ALL_FAQ_CATEGORIES,
): FaqItem[] {
  const needle = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === ALL_FAQ_CATEGORIES || item.category === category) &&
      (!needle ||
        item.question.toLowerCase().includes(needle) ||
        item.answer.toLowerCase().includes(needle)),
  );
}

export function legalSectionById(id: string): LegalSection | undefined {
  return LEGAL_SECTIONS.find((section) => section.id === id);
}
