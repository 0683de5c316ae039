import { briefMinimums, describeBlindSetGroups, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND17_ADULT_TWINS,
  BLIND17_DEADLINE_GOALS,
  BLIND17_IMPLIED,
  BLIND17_MINORS_BY_AGE,
  BLIND17_PLAIN,
  BLIND17_TRICKY_NEGATIVES,
  SAFETY_BLIND17,
} from "./coach-safety-blind17";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 17", SAFETY_BLIND17, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describeBlindSetGroups("blind set 17", SAFETY_BLIND17, {
  trickyNegatives: BLIND17_TRICKY_NEGATIVES,
  plain: BLIND17_PLAIN,
  deadlineGoals: BLIND17_DEADLINE_GOALS,
  implied: BLIND17_IMPLIED,
  minorsByAge: BLIND17_MINORS_BY_AGE,
  adultTwins: BLIND17_ADULT_TWINS,
});
