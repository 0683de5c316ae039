import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN26,
  TRAIN26_CODE_SWITCHED,
  TRAIN26_DE,
  TRAIN26_ES,
  TRAIN26_FR,
  TRAIN26_TRICKY_NEGATIVES,
} from "./coach-safety-train26";

describeTrainingSetShape("training set 26", {
  languages: [
    ["Spanish", TRAIN26_ES],
    ["French", TRAIN26_FR],
    ["German", TRAIN26_DE],
  ],
  set: SAFETY_TRAIN26,
  trickyNegatives: TRAIN26_TRICKY_NEGATIVES,
  codeSwitched: TRAIN26_CODE_SWITCHED,
});
