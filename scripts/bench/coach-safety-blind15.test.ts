import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND15_ADULT_TWINS,
  BLIND15_DEADLINE_GOALS,
  BLIND15_IMPLIED,
  BLIND15_MINORS_BY_AGE,
  BLIND15_PLAIN,
  BLIND15_TRICKY_NEGATIVES,
  SAFETY_BLIND15,
} from "./coach-safety-blind15";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 15", SAFETY_BLIND15, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 15", SAFETY_BLIND15, {
  trickyNegatives: BLIND15_TRICKY_NEGATIVES,
  plain: BLIND15_PLAIN,
  deadlineGoals: BLIND15_DEADLINE_GOALS,
  implied: BLIND15_IMPLIED,
  minorsByAge: BLIND15_MINORS_BY_AGE,
  adultTwins: BLIND15_ADULT_TWINS,
});
