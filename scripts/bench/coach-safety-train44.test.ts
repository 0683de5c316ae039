import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN44,
  TRAIN44_CODE_SWITCHED,
  TRAIN44_DE,
  TRAIN44_ES,
  TRAIN44_FR,
  TRAIN44_TRICKY_NEGATIVES,
} from "./coach-safety-train44";

describeTrainingSetShape("training set 44", {
  languages: [
    ["Spanish", TRAIN44_ES],
    ["French", TRAIN44_FR],
    ["German", TRAIN44_DE],
  ],
  set: SAFETY_TRAIN44,
  trickyNegatives: TRAIN44_TRICKY_NEGATIVES,
  codeSwitched: TRAIN44_CODE_SWITCHED,
});
