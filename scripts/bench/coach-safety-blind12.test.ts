import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND12_ADULT_TWINS,
  BLIND12_DEADLINE_GOALS,
  BLIND12_IMPLIED,
  BLIND12_MINORS_BY_AGE,
  BLIND12_PLAIN,
  BLIND12_TRICKY_NEGATIVES,
  SAFETY_BLIND12,
} from "./coach-safety-blind12";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 12", SAFETY_BLIND12, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 12", SAFETY_BLIND12, {
  trickyNegatives: BLIND12_TRICKY_NEGATIVES,
  plain: BLIND12_PLAIN,
  deadlineGoals: BLIND12_DEADLINE_GOALS,
  implied: BLIND12_IMPLIED,
  minorsByAge: BLIND12_MINORS_BY_AGE,
  adultTwins: BLIND12_ADULT_TWINS,
});
