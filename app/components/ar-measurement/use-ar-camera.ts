/**
 * The AR page's camera: start and stop it, capture a frame, and post it to the page's action
 * (intent `analyze`, mode `basic`) when a vision model is configured; without one the user picks
 * the ingredient. Stopping or leaving the page stops the camera's tracks.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import {
  AR_CAMERA_CONSTRAINTS,
  CAMERA_NOTICES,
  matchIngredientReference,
  type IngredientReference,
} from "~/content/ar-measurement";
import type { AnalyzeAnswer } from "~/domain/food-analysis/modes";

export type CameraState = "idle" | "loading" | "active" | "analyzing" | "result";

export type ModelAnswer = {
  foodName: string;
  description?: string;
  nutritionInfo?: { calories?: number; protein?: number; carbs?: number; fat?: number };
};

export function useArCamera({ visionAvailable }: { visionAvailable: boolean }) {
  const { toast } = useToast();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>("idle");
  const [snapshot, setSnapshot] = useState<string | null>(null);
  const [reference, setReference] = useState<IngredientReference | null>(null);
  const [answer, setAnswer] = useState<ModelAnswer | null>(null);
  const [notice, setNotice] = useState<{ title: string; description: string } | null>(null);
  const fetcher = useFetcher<AnalyzeAnswer>();
  /** an Analyze is waiting for its answer (the fetcher's data is the last answer until the next) */
  const waiting = useRef(false);

  function stopTracks() {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }

  // leaving the page stops the camera
  useEffect(() => stopTracks, []);

  async function startCamera() {
    setNotice(null);
    if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setNotice(CAMERA_NOTICES.notSupported);
      toast({ ...CAMERA_NOTICES.notSupported, variant: "destructive" });
      return;
    }
    setState("loading");
    try {
      const stream = await navigator.mediaDevices.getUserMedia(AR_CAMERA_CONSTRAINTS);
      streamRef.current = stream;
      setReference(null);
      setAnswer(null);
      setSnapshot(null);
      setState("active");
    } catch (error) {
      setState("idle");
      const denied =
        error instanceof DOMException &&
        (error.name === "NotAllowedError" || error.name === "SecurityError");
      const message = denied
        ? CAMERA_NOTICES.denied
        : {
            title: "Camera unavailable",
            description: "No camera could be started. Check that one is connected and not in use.",
          };
      setNotice(message);
      toast({ ...message, variant: "destructive" });
    }
  }

  // attach the stream once the video element is on screen
  useEffect(() => {
    if (state === "active" && videoRef.current && streamRef.current) {
      if (videoRef.current.srcObject !== streamRef.current) {
        videoRef.current.srcObject = streamRef.current;
        videoRef.current.play().catch(() => {});
      }
    }
  }, [state]);

  /** Stop Camera and close: stop the tracks and clear the result (spec section 4). */
  function stopCamera() {
    stopTracks();
    waiting.current = false;
    setReference(null);
    setAnswer(null);
    setSnapshot(null);
    setState("idle");
  }

  function captureFrame(): { dataUrl: string; blob: Promise<Blob | null> } | null {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return null;
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext("2d")?.drawImage(video, 0, 0);
    return {
      dataUrl: canvas.toDataURL("image/jpeg", 0.8),
      blob: new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8)),
    };
  }

  async function analyze() {
    const frame = captureFrame();
    if (!frame) {
      toast({
        title: "No picture yet",
        description: "Wait for the camera picture to appear, then try again.",
        variant: "destructive",
      });
      return;
    }
    setSnapshot(frame.dataUrl);
    setReference(null);
    setAnswer(null);
    if (!visionAvailable) {
      setState("result");
      return;
    }
    setState("analyzing");
    const blob = await frame.blob;
    if (!blob) {
      toast({
        title: "Analysis failed",
        description: "The picture could not be captured. Choose the ingredient below instead.",
        variant: "destructive",
      });
      setState("result");
      return;
    }
    const form = new FormData();
    form.set("intent", "analyze");
    form.set("mode", "basic");
    form.set("image", blob, "frame.jpg");
    waiting.current = true;
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  // the answer to Analyze: the model's name for the food, and the reference it matches
  const answered = fetcher.data;
  useEffect(() => {
    if (!answered || !waiting.current) return;
    waiting.current = false;
    if (answered.ok) {
      const { foodName, description, foodAnalysis } = answered.analysis;
      const t = foodAnalysis.totalNutrition;
      setAnswer({
        foodName,
        description,
        nutritionInfo: { calories: t.calories, protein: t.protein, carbs: t.carbs, fat: t.fat },
      });
      setReference(matchIngredientReference(foodName) ?? null);
      toast({ title: CAMERA_NOTICES.detected.title, description: foodName });
    } else {
      toast({
        title: "Analysis failed",
        description: `${answered.message || "An unknown error occurred"}. Choose the ingredient below instead.`,
        variant: "destructive",
      });
    }
    setState("result");
  }, [answered, toast]);

  return {
    videoRef,
    state,
    cameraOn: state === "active" || state === "analyzing" || state === "result",
    snapshot,
    reference,
    setReference,
    answer,
    notice,
    startCamera,
    stopCamera,
    analyze,
  };
}
