import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND13_ADULT_TWINS,
  BLIND13_DEADLINE_GOALS,
  BLIND13_IMPLIED,
  BLIND13_MINORS_BY_AGE,
  BLIND13_PLAIN,
  BLIND13_TRICKY_NEGATIVES,
  SAFETY_BLIND13,
} from "./coach-safety-blind13";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 13", SAFETY_BLIND13, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 13", SAFETY_BLIND13, {
  trickyNegatives: BLIND13_TRICKY_NEGATIVES,
  plain: BLIND13_PLAIN,
  deadlineGoals: BLIND13_DEADLINE_GOALS,
  implied: BLIND13_IMPLIED,
  minorsByAge: BLIND13_MINORS_BY_AGE,
  adultTwins: BLIND13_ADULT_TWINS,
});
