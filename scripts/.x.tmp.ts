import { classifySafety, learnedClassify } from "../app/domain/safety/learned";
import { classifyMessage } from "../app/domain/safety/classify";
import { glossHealthPhrases } from "../app/domain/languages";
for (const t of process.argv.slice(2)) console.log(t, "|", glossHealthPhrases(t.toLowerCase()).text, "|", classifyMessage(t)?.class, learnedClassify(t)?.class, classifySafety(t)?.class);
