import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND16_ADULT_TWINS,
  BLIND16_DEADLINE_GOALS,
  BLIND16_IMPLIED,
  BLIND16_MINORS_BY_AGE,
  BLIND16_PLAIN,
  BLIND16_TRICKY_NEGATIVES,
  SAFETY_BLIND16,
} from "./coach-safety-blind16";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 16", SAFETY_BLIND16, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 16", SAFETY_BLIND16, {
  trickyNegatives: BLIND16_TRICKY_NEGATIVES,
  plain: BLIND16_PLAIN,
  deadlineGoals: BLIND16_DEADLINE_GOALS,
  implied: BLIND16_IMPLIED,
  minorsByAge: BLIND16_MINORS_BY_AGE,
  adultTwins: BLIND16_ADULT_TWINS,
});
