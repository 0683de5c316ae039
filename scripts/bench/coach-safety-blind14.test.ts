import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND14_ADULT_TWINS,
  BLIND14_DEADLINE_GOALS,
  BLIND14_IMPLIED,
  BLIND14_MINORS_BY_AGE,
  BLIND14_PLAIN,
  BLIND14_TRICKY_NEGATIVES,
  SAFETY_BLIND14,
} from "./coach-safety-blind14";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 14", SAFETY_BLIND14, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 14", SAFETY_BLIND14, {
  trickyNegatives: BLIND14_TRICKY_NEGATIVES,
  plain: BLIND14_PLAIN,
  deadlineGoals: BLIND14_DEADLINE_GOALS,
  implied: BLIND14_IMPLIED,
  minorsByAge: BLIND14_MINORS_BY_AGE,
  adultTwins: BLIND14_ADULT_TWINS,
});
