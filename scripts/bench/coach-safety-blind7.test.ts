import { briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import { SAFETY_BLIND7 } from "./coach-safety-blind7";

describeBlindSetShape("safety blind set 7", SAFETY_BLIND7, {
  size: 400,
  dangerous: 170,
  minimums: briefMinimums(150),
  profileAges: true,
});
