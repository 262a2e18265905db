import { useEffect, useRef } from 'react';
import type { TopicListener } from './live-client.ts';

/**
 * Follows a live topic while the component is mounted: `onData` gets the snapshot, then every
 * update in order. The client is imported on first use, so pages that follow nothing do not
 * load it. Browser only (effects do not run on the server).
 */
export function useLiveTopic(topic: string, onData: TopicListener): void {
  const latest = useRef(onData);
  useEffect(() => {
    latest.current = onData;
  });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./live-client.ts').then(({ liveClient }) => {
      if (cancelled) return;
      stop = liveClient().follow(topic, (data, kind) => latest.current(data, kind));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [topic]);
}
