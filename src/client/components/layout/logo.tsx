import { useCallback, useState } from 'react';
import { PRODUCT_NAME } from '@/shared/constants/product';
import type { CompanyBranding } from '@/shared/schemas/company';
import { cn } from '@/client/lib/cn';

interface LogoProps {
  company: CompanyBranding | null;
  className?: string;
}

/**
 * The company's logo image; the drawn fallback when it has none or the image
 * fails to load (logged as 'Failed to load logo').
 */
export function Logo({ company, className }: LogoProps) {
  return <BrandLogo name={company?.name ?? PRODUCT_NAME} src={company?.logoUrl ?? null} className={className} />;
}

/** A logo by name and URL: the settings page shows one before it is saved. */
export function BrandLogo({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fail = useCallback(() => {
    console.error('Failed to load logo');
    setFailedSrc(src);
  }, [src]);
  // A server-rendered page may have failed to load the image before the app ran: its error event is gone.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) fail();
  }, [fail]);

  if (src && failedSrc !== src) {
    return (
      // A light chip keeps any logo legible on the dark header and in the dark theme.
      <span className={cn('inline-flex items-center rounded-lg bg-white px-2 py-1 shadow-xs', className)}>
        <img
          src={src}
          alt={`${name} logo`}
          className="h-8 w-auto max-w-44 object-contain"
          ref={checkLoaded}
          onError={fail}
        />
      </span>
    );
  }
  return <FallbackLogo name={name} className={className} />;
}

/** The drawn mark and the company's name, in the company's colour. */
export function FallbackLogo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)} data-testid="fallback-logo">
      <svg aria-hidden="true" viewBox="0 0 36 36" className="size-9 shrink-0">
        <rect width="36" height="36" rx="9" className="fill-primary" />
        <path
          d="M7 27 L18 9 L29 27 Z M12 27 v-7 h12 v7 M18 20 v7"
          className="fill-none stroke-primary-fg"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="font-display text-lg leading-tight font-semibold tracking-tight">{name}</span>
    </span>
  );
}
