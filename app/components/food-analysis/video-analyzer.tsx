/**
 * Real-time video analysis: the rear camera (ideal 1280x720), and while real-time mode is on a JPEG
 * frame (quality 0.8) is sent every 2 seconds to the page's action (intent `video-frame`, the path
 * of POST /api/multi-agent/analyze-video-frame). Each answer is logged to the console, as the spec
 * says, and the latest one is also shown under the video.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import type { VideoFrameAnswer, VideoFrameResult } from "~/domain/food-analysis/modes";

export const FRAME_INTERVAL_MS = 2000;

export function VideoAnalyzer({ visionAvailable }: { visionAvailable: boolean }) {
  const { toast } = useToast();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const [realtime, setRealtime] = useState(false);
  const [latest, setLatest] = useState<VideoFrameResult | null>(null);
  // frames post to the page's action (intent video-frame); its loader is not run again for them
  const fetcher = useFetcher<VideoFrameAnswer>({ key: "food-analysis-video-frame" });
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;

  function stopCamera() {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setCameraOn(false);
    setRealtime(false);
  }

  async function startCamera() {
    if (!navigator.mediaDevices?.getUserMedia) {
      toast({
        title: "Camera access denied",
        description: "Please allow camera access for video analysis",
        variant: "destructive",
      });
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => {});
      }
      setCameraOn(true);
    } catch {
      toast({
        title: "Camera access denied",
        description: "Please allow camera access for video analysis",
        variant: "destructive",
      });
    }
  }

  useEffect(() => () => stream.current?.getTracks().forEach((t) => t.stop()), []);

  // each answer is logged, as the spec says; a refused frame leaves the last one on show
  useEffect(() => {
    if (!fetcher.data) return;
    console.info("Video frame analysis", fetcher.data);
    if (fetcher.data.ok) setLatest(fetcher.data.frame);
  }, [fetcher.data]);

  useEffect(() => {
    if (!realtime || !cameraOn) return;
    let cancelled = false;
    const canvas = document.createElement("canvas");
    const timer = setInterval(() => {
      const v = video.current;
      if (!v || !v.videoWidth) return;
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      canvas.getContext("2d")?.drawImage(v, 0, 0);
      canvas.toBlob(
        (blob) => {
          if (!blob || cancelled) return;
          const form = new FormData();
          form.set("intent", "video-frame");
          form.set("image", blob, "frame.jpg");
          submit.current(form, { method: "post", encType: "multipart/form-data" });
        },
        "image/jpeg",
        0.8,
      );
    }, FRAME_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [realtime, cameraOn]);

  return (
    <div className="space-y-4">
      {!visionAvailable ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Live recognition is not switched on yet. You can still start the camera; to get your
          food&apos;s nutrition, use Image Analysis and describe what you are eating.
        </p>
      ) : null}
      <div className="overflow-hidden rounded-xl bg-gray-900">
        <video
          ref={video}
          className="aspect-video w-full"
          muted
          playsInline
          aria-label="Camera preview"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {cameraOn ? (
          <Button variant="secondary" onClick={stopCamera}>
            Stop Camera
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void startCamera()}>
            Start Camera
          </Button>
        )}
        <Button
          role="switch"
          aria-checked={realtime}
          disabled={!cameraOn || !visionAvailable}
          onClick={() => setRealtime((r) => !r)}
        >
          {realtime ? "Stop Real-time Analysis" : "Start Real-time Analysis"}
        </Button>
      </div>
      {latest ? (
        <div
          className="rounded-lg border border-gray-200 p-3 text-sm dark:border-gray-700"
          aria-live="polite"
        >
          <p className="font-medium">Latest frame</p>
          <p>
            {latest.foods.length
              ? latest.foods.map((f) => `${f.name} (${f.portion}, ${f.confidence}%)`).join(", ")
              : "No food in view"}
          </p>
          <p className="text-gray-700 dark:text-gray-300">
            {latest.totalNutrition.calories} kcal · score {latest.healthScore}
          </p>
        </div>
      ) : null}
    </div>
  );
}
