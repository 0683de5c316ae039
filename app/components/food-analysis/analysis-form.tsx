/**
 * The form of the photo and basic analyses: a photo and/or what the food is and how much, posted
 * as multipart to the page's action (intent `analyze`). Without JavaScript it is a plain form (the
 * photo chooser is the file input's label); with it, the chosen photo is checked and previewed and
 * the spec's notices stop an empty or unreadable request before it is sent.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { PHOTO_NEEDS_WORDS, type PageAnalysis } from "~/domain/food-analysis/modes";
import { MAX_IMAGE_BYTES } from "~/domain/images";
import type { AnalysisRun } from "./use-analysis-runs";

export const PLACEHOLDER_EXAMPLE = "1 cup cooked rice, 150 g grilled chicken, 1 cup broccoli";

const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** The chosen photo (checked, with a preview) and the form's reset, for a mode and its result. */
export function useImagePicker(run: AnalysisRun) {
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/") || chosen.size > MAX_IMAGE_BYTES) {
      toast({
        title: "Invalid file type",
        description: chosen.type.startsWith("image/")
          ? `Please select an image smaller than ${MAX_MB} MB`
          : "Please select an image file",
        variant: "destructive",
      });
      return;
    }
    setFile(chosen);
    run.dismiss();
  }

  return {
    fileInput,
    form,
    file,
    preview,
    choose,
    open: () => fileInput.current?.click(),
    /** "Analyze Another Food": the photo, the words and the result cleared */
    reset: () => {
      form.current?.reset();
      setFile(null);
      run.dismiss();
    },
  };
}

export type ImagePicker = ReturnType<typeof useImagePicker>;

export function AnalysisForm({
  mode,
  run,
  picker,
  visionLabel,
  hidden,
}: {
  mode: PageAnalysis["mode"];
  run: AnalysisRun;
  picker: ImagePicker;
  visionLabel: string | null;
  /** a result is on show: the form stays (its file input serves "Change") but is not seen */
  hidden: boolean;
}) {
  const { toast } = useToast();
  const visionAvailable = !!visionLabel;
  // a refusal of a plain post (without JavaScript); with it the notice is a toast
  const refusal = run.answer && !run.answer.ok && !run.fetcher.data ? run.answer.message : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = String(data.get("description") ?? "").trim();
    const { file } = picker;
    if (!file && !text) {
      toast({
        ...(mode === "basic"
          ? { title: "No image selected", description: "Please select an image to analyze" }
          : { title: "No image to analyze", description: "Choose a photo or describe your food." }),
        variant: "destructive",
      });
      return;
    }
    if (file && !text && !visionAvailable) {
      toast({
        title: "Describe your food",
        description: PHOTO_NEEDS_WORDS,
        variant: "destructive",
      });
      return;
    }
    // the checked photo of this page (an invalid later choice left it in place)
    data.delete("image");
    if (file) data.set("image", file);
    run.fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <run.fetcher.Form
      ref={picker.form}
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      hidden={hidden}
      className="space-y-4"
    >
      {!visionAvailable ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="no-vision-notice"
        >
          Describe the food and how much below (for example &ldquo;{PLACEHOLDER_EXAMPLE}&rdquo;) and
          we work out its nutrition from the USDA food table. Photos are not recognised yet; a photo
          you add is kept with the analysis.
        </p>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Photos are recognised by {visionLabel}; the nutrition always comes from the USDA food
          table.
        </p>
      )}
      <div>
        <input
          ref={picker.fileInput}
          id="food-image"
          name="image"
          type="file"
          accept="image/*"
          className="peer sr-only"
          aria-label="Food image"
          onChange={(e) => picker.choose(e.target.files?.[0])}
        />
        {picker.preview ? (
          <div className="flex items-center gap-4">
            <img
              src={picker.preview}
              alt="The food to analyse"
              className="h-32 w-32 rounded-lg object-cover"
            />
            <Button variant="secondary" onClick={picker.open}>
              Change
            </Button>
          </div>
        ) : (
          // a label opens the file chooser with or without JavaScript
          <label
            htmlFor="food-image"
            className="flex w-full cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-gray-300 p-4 text-center text-gray-700 sm:p-8 hover:border-emerald-600 hover:text-emerald-900 peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 dark:border-gray-600 dark:text-gray-300 dark:hover:text-emerald-200"
          >
            <span className="text-base font-medium">Choose a food image</span>
            <span className="text-sm">JPEG, PNG, GIF or WebP, up to {MAX_MB} MB</span>
          </label>
        )}
      </div>
      <div>
        <label
          htmlFor="food-description"
          className="block text-sm font-medium text-gray-800 dark:text-gray-200"
        >
          {visionAvailable
            ? "Or describe the food and how much (optional)"
            : "What is the food, and how much?"}
        </label>
        <textarea
          id="food-description"
          name="description"
          rows={2}
          placeholder={PLACEHOLDER_EXAMPLE}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? "food-analysis-error" : undefined}
          className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
      </div>
      {refusal ? (
        <p
          id="food-analysis-error"
          role="alert"
          className="text-sm font-medium text-red-800 dark:text-red-300"
        >
          Analysis failed: {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={run.busy}>
        {run.busy ? <Spinner label="Analyzing" /> : null}
        {run.busy ? "Analyzing..." : "Analyze Food"}
      </Button>
      {/* last: a hidden input first would open a gap above the notice (space-y) */}
      <input type="hidden" name="intent" value="analyze" />
      <input type="hidden" name="mode" value={mode} />
    </run.fetcher.Form>
  );
}
