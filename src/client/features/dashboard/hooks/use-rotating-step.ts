import { useEffect, useState, type FocusEvent } from 'react';
import { usePreferences } from '@/client/lib/preferences-provider';

interface RotatingStepOptions {
  /** The step shown first, and again whenever this value changes. */
  initialStep: number;
  stepCount: number;
  intervalMs: number;
}

/**
 * A step number that moves on by itself every `intervalMs`, wrapping from the last
 * step to the first. It holds still while the pointer is over the element given
 * `pauseHandlers`, while keyboard focus is inside it, after the user presses pause,
 * and always when the person has asked for less motion.
 */
export function useRotatingStep({ initialStep, stepCount, intervalMs }: RotatingStepOptions) {
  const { animationsEnabled, reduceMotion } = usePreferences();
  const [shown, setShown] = useState({ step: initialStep, from: initialStep });
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);

  // The project moved to another stage: start again from it.
  if (shown.from !== initialStep) setShown({ step: initialStep, from: initialStep });

  const canRotate = animationsEnabled && !reduceMotion;
  const isRotating = canRotate && !hovered && !focusInside && !pausedByUser;
  const step = shown.step;

  useEffect(() => {
    if (!isRotating) return;
    // A timeout per step (not an interval) so every step gets its full time after a pause or a jump.
    const timer = setTimeout(() => {
      setShown((current) => ({ ...current, step: (current.step % stepCount) + 1 }));
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [isRotating, step, stepCount, intervalMs]);

  return {
    step,
    goTo: (next: number) => setShown((current) => ({ ...current, step: next })),
    canRotate,
    isRotating,
    pausedByUser,
    togglePaused: () => setPausedByUser((paused) => !paused),
    pauseHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
  };
}
