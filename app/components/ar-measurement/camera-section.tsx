import { Button } from "~/components/ui/button";
import { CloseButton } from "~/components/ui/close-button";
import { Spinner } from "~/components/ui/spinner";
import { AnalysisResult } from "./reference-card";
import { useArCamera } from "./use-ar-camera";

/** The camera, its Analyze and Stop buttons, and the result beside them. */
export function CameraSection({ visionAvailable }: { visionAvailable: boolean }) {
  const camera = useArCamera({ visionAvailable });
  return (
    <section
      aria-labelledby="camera-heading"
      className="mt-8 rounded-xl border border-gray-200 p-5 dark:border-gray-800"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="camera-heading" className="text-xl font-semibold">
          Camera
        </h2>
        {camera.cameraOn ? (
          <CloseButton onClick={camera.stopCamera} label="Close camera" className="p-1.5" />
        ) : null}
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {visionAvailable
          ? "Analyze sends one picture to our AI image analysis to name the ingredient."
          : "AI image analysis is not set up on this server: after Analyze, choose the ingredient yourself."}
      </p>

      {camera.notice ? (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{camera.notice.title}</p>
          <p>{camera.notice.description}</p>
        </div>
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-gray-900 text-gray-100">
            {camera.cameraOn ? (
              <video
                ref={camera.videoRef}
                playsInline
                muted
                autoPlay
                aria-label="Camera preview"
                data-testid="camera-preview"
                className="h-full w-full object-cover"
              />
            ) : camera.state === "loading" ? (
              <Spinner label="Starting the camera..." showLabel className="text-gray-100" />
            ) : (
              <p className="px-6 text-center text-sm">Start the camera to measure an ingredient.</p>
            )}
            {camera.state === "analyzing" ? (
              <div className="absolute inset-0 flex items-center justify-center bg-black/60">
                <Spinner label="Analyzing..." showLabel className="text-white" />
              </div>
            ) : null}
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            {!camera.cameraOn ? (
              <Button onClick={camera.startCamera} disabled={camera.state === "loading"}>
                Start Camera
              </Button>
            ) : (
              <>
                <Button onClick={camera.analyze} disabled={camera.state === "analyzing"}>
                  Analyze
                </Button>
                <Button variant="secondary" onClick={camera.stopCamera}>
                  Stop Camera
                </Button>
              </>
            )}
          </div>
        </div>

        <div aria-live="polite">
          {camera.state === "result" ? (
            <AnalysisResult
              snapshot={camera.snapshot}
              answer={camera.answer}
              reference={camera.reference}
              onPick={camera.setReference}
            />
          ) : (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              The result appears here after Analyze.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
