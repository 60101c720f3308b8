import { useEffect, useRef, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/shared/constants/product';
import { cn } from '@/client/lib/cn';
import { REDUCED_MOTION_QUERY, type AnimationSpeed } from '@/client/lib/preferences';
import { usePreferences } from '@/client/lib/preferences-provider';

/** 40 particles under the mobile breakpoint, else 80. */
export const PARTICLES_MOBILE = 40;
export const PARTICLES_DESKTOP = 80;

export function particleCount(viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? PARTICLES_MOBILE : PARTICLES_DESKTOP;
}

const SPEED_FACTOR: Record<AnimationSpeed, number> = { slow: 0.6, normal: 1, fast: 1.6 };
/** Slow drifting dots look the same at 30 frames a second and cost half the work of 60. */
const FRAME_MS = 1000 / 30;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Where motion cannot be asked about (no matchMedia, no requestAnimationFrame), we assume
 * the visitor may not want it: drawing nothing is the safe default.
 */
function canAnimate(): boolean {
  return typeof window.matchMedia === 'function' && typeof window.requestAnimationFrame === 'function';
}

function useSystemReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => (canAnimate() ? subscribeReducedMotion(onChange) : () => {}),
    () => !canAnimate() || window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => true,
  );
}

/**
 * Decoration behind a page hero: slow, softly glowing dots on a canvas. Off when the visitor
 * asks for reduced motion or turns animations off; paused while the tab is hidden or the hero
 * is scrolled away, so it costs nothing when nobody can see it.
 */
export function BackgroundParticles({ className }: { className?: string }) {
  const { animationsEnabled, reduceMotion, animationSpeed } = usePreferences();
  const systemReduced = useSystemReducedMotion();
  const enabled = animationsEnabled && !reduceMotion && !systemReduced;
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!enabled || !canvas) return;
    return runParticles(canvas, SPEED_FACTOR[animationSpeed]);
  }, [enabled, animationSpeed]);

  if (!enabled) return null;
  return <canvas ref={canvasRef} aria-hidden="true" data-testid="background-particles" className={cn('pointer-events-none', className)} />;
}

interface Particle {
  x: number;
  y: number;
  radius: number;
  vx: number;
  vy: number;
  alpha: number;
  phase: number;
}

function makeParticle(width: number, height: number, anywhere: boolean): Particle {
  return {
    x: Math.random() * width,
    // New dots rise in from below; the first ones are scattered over the whole hero.
    y: anywhere ? Math.random() * height : height + 4,
    radius: 0.6 + Math.random() * 1.8,
    vx: (Math.random() - 0.5) * 10,
    vy: -(4 + Math.random() * 14),
    alpha: 0.15 + Math.random() * 0.45,
    phase: Math.random() * Math.PI * 2,
  };
}

/** Starts the animation on the canvas; returns the function that stops it and lets go of everything. */
function runParticles(canvas: HTMLCanvasElement, speed: number): () => void {
  const context = canvas.getContext('2d');
  if (!context) return () => {};
  const ctx = context;
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let frame = 0;
  let last = 0;
  let onScreen = true;
  // Crossing the breakpoint changes the count; other resizes keep the dots where they are.
  const mobile = window.matchMedia(MOBILE_QUERY);

  function seed() {
    const count = particleCount(window.innerWidth);
    particles = Array.from({ length: count }, () => makeParticle(width, height, true));
    // Lets a test (and a curious developer) see how many are drawn.
    canvas.dataset.particles = String(count);
  }

  function resize() {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (particles.length === 0) seed();
    draw(0);
  }

  function draw(seconds: number) {
    ctx.clearRect(0, 0, width, height);
    for (const p of particles) {
      p.x += p.vx * seconds * speed;
      p.y += p.vy * seconds * speed;
      p.phase += seconds * speed;
      if (p.y < -4 || p.x < -4 || p.x > width + 4) Object.assign(p, makeParticle(width, height, false));
      ctx.globalAlpha = p.alpha * (0.65 + 0.35 * Math.sin(p.phase));
      ctx.beginPath();
      ctx.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
      ctx.fillStyle = '#ffffff';
      ctx.fill();
    }
  }

  function tick(now: number) {
    frame = requestAnimationFrame(tick);
    if (now - last < FRAME_MS) return;
    // After a pause, carry on from where the dots were rather than jumping.
    const seconds = last === 0 ? 0 : Math.min(now - last, 100) / 1000;
    last = now;
    draw(seconds);
  }

  function start() {
    if (frame || document.hidden || !onScreen) return;
    last = 0;
    frame = requestAnimationFrame(tick);
  }
  function stop() {
    cancelAnimationFrame(frame);
    frame = 0;
  }

  const onVisibility = () => (document.hidden ? stop() : start());
  document.addEventListener('visibilitychange', onVisibility);
  mobile.addEventListener('change', seed);
  const resizer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  resizer?.observe(canvas);
  const watcher =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(([entry]) => {
          onScreen = entry?.isIntersecting ?? true;
          if (onScreen) start();
          else stop();
        })
      : null;
  watcher?.observe(canvas);

  resize();
  start();
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
    mobile.removeEventListener('change', seed);
    resizer?.disconnect();
    watcher?.disconnect();
  };
}
