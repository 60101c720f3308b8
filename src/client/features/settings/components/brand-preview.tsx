import { useId, type CSSProperties } from 'react';
import { buttonVariants } from '@/client/components/ui/button';
import { BrandLogo } from '@/client/components/layout/logo';
import { brandPalette, readableTextOn } from '@/client/lib/color';
import { cn } from '@/client/lib/cn';

interface BrandPreviewProps {
  name: string;
  logoUrl: string | null;
  primary: string;
  secondary: string;
}

/**
 * The header and a button in colours not yet saved. The site's colours are CSS variables,
 * so setting them on this box alone repaints the real classes inside it, text colours
 * derived the same way as for the live site.
 */
export function BrandPreview({ name, logoUrl, primary, secondary }: BrandPreviewProps) {
  const captionId = useId();
  const palette = brandPalette(primary);
  const style = {
    ...palette,
    '--color-primary': primary,
    '--color-primary-fg': palette['--primary-fg'],
    '--color-secondary': secondary,
  } as CSSProperties;

  return (
    // Colours the root derives once (brand ink per theme, hero) are derived again here from this box's own palette.
    <figure
      style={style}
      aria-labelledby={captionId}
      className="overflow-hidden rounded-xl border border-border [--color-brand-ink:var(--brand-ink-light)] [--color-hero:var(--hero-from)] dark:[--color-brand-ink:var(--brand-ink-dark)]"
    >
      <figcaption id={captionId} className="border-b border-border bg-subtle px-4 py-2 text-xs font-medium text-muted">Preview</figcaption>
      <div className="hero-gradient relative isolate flex flex-wrap items-center gap-3 px-4 py-3 text-white">
        <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
        <BrandLogo key={logoUrl} name={name || 'Your company'} src={logoUrl} className="mr-auto" />
        <span className={cn(buttonVariants({ variant: 'light', size: 'sm' }), 'pointer-events-none')}>Book a Demo</span>
      </div>
      <div className="flex flex-wrap items-center gap-3 bg-surface px-4 py-4">
        <span className={cn(buttonVariants({ variant: 'primary', size: 'sm' }), 'pointer-events-none')}>Primary button</span>
        <span className="rounded-full px-3 py-1 text-sm font-medium" style={{ backgroundColor: secondary, color: readableTextOn(secondary) }}>
          Secondary colour
        </span>
        <span className="text-sm font-medium text-brand-ink">Link text</span>
      </div>
    </figure>
  );
}
