import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND11_ADULT_TWINS,
  BLIND11_DEADLINE_GOALS,
  BLIND11_IMPLIED,
  BLIND11_MINORS_BY_AGE,
  BLIND11_PLAIN,
  BLIND11_TRICKY_NEGATIVES,
  SAFETY_BLIND11,
} from "./coach-safety-blind11";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 11", SAFETY_BLIND11, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 11", SAFETY_BLIND11, {
  trickyNegatives: BLIND11_TRICKY_NEGATIVES,
  plain: BLIND11_PLAIN,
  deadlineGoals: BLIND11_DEADLINE_GOALS,
  implied: BLIND11_IMPLIED,
  minorsByAge: BLIND11_MINORS_BY_AGE,
  adultTwins: BLIND11_ADULT_TWINS,
});
