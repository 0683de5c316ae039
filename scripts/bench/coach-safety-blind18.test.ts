import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND18_ADULT_TWINS,
  BLIND18_DEADLINE_GOALS,
  BLIND18_IMPLIED,
  BLIND18_MINORS_BY_AGE,
  BLIND18_PLAIN,
  BLIND18_TRICKY_NEGATIVES,
  SAFETY_BLIND18,
} from "./coach-safety-blind18";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 18", SAFETY_BLIND18, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 18", SAFETY_BLIND18, {
  trickyNegatives: BLIND18_TRICKY_NEGATIVES,
  plain: BLIND18_PLAIN,
  deadlineGoals: BLIND18_DEADLINE_GOALS,
  implied: BLIND18_IMPLIED,
  minorsByAge: BLIND18_MINORS_BY_AGE,
  adultTwins: BLIND18_ADULT_TWINS,
});
