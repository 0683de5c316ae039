import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND10_ADULT_TWINS,
  BLIND10_DEADLINE_GOALS,
  BLIND10_IMPLIED,
  BLIND10_MINORS_BY_AGE,
  BLIND10_PLAIN,
  BLIND10_TRICKY_NEGATIVES,
  SAFETY_BLIND10,
} from "./coach-safety-blind10";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 10", SAFETY_BLIND10, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 10", SAFETY_BLIND10, {
  trickyNegatives: BLIND10_TRICKY_NEGATIVES,
  plain: BLIND10_PLAIN,
  deadlineGoals: BLIND10_DEADLINE_GOALS,
  implied: BLIND10_IMPLIED,
  minorsByAge: BLIND10_MINORS_BY_AGE,
  adultTwins: BLIND10_ADULT_TWINS,
});
