/**
 * A minimal DevTools protocol client for the worker's inspector (wrangler dev --inspector-port):
 * the profiler (bench:profile) and the isolate's heap (bench:load).
 */
import WebSocket from "ws";

export type DevTools = {
  send<T>(method: string, params?: object): Promise<T>;
  close(): void;
};

export async function connectDevTools(port: number): Promise<DevTools> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  ws.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (message.id !== undefined) {
      pending.get(message.id)?.(message.result);
      pending.delete(message.id);
    }
  });
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = ++next;
      return new Promise((resolve) => {
        pending.set(id, resolve as (result: unknown) => void);
        ws.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => ws.close(),
  };
}

/**
 * The worker isolate's JS heap in use (bytes). workerd's inspector does not answer
 * HeapProfiler.collectGarbage, so callers take the lowest of several samples (the floor the
 * collector returns to) as the live size.
 */
export async function heapUsed(devtools: DevTools): Promise<number> {
  const { usedSize } = await devtools.send<{ usedSize: number }>("Runtime.getHeapUsage");
  return usedSize;
}
