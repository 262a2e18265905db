import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec §9: the bar appears only when a navigation takes longer than this… */
const THROTTLE_MS = 200;
/** …and creeps towards the end over this long (set in CSS as the animation duration). */
const COMPLETE_MS = 250;

type Phase = 'idle' | 'loading' | 'done';

/**
 * A thin route-change progress bar at the top of the page. Decorative for assistive
 * technology (aria-hidden): the page's main region carries aria-busy while loading.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('loading'), THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'loading' ? 'done' : 'idle'));
    return undefined;
  }, [busy]);

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = setTimeout(() => setPhase('idle'), COMPLETE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div className="route-progress" data-phase={phase} aria-hidden="true">
      <div className="route-progress__bar" />
    </div>
  );
}
