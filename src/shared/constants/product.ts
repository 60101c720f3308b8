export const PRODUCT_NAME = 'Arbour';
/** Host labels that never name a tenant: they serve the default company. */
export const NON_TENANT_LABELS = ['www', 'arbour', 'localhost'] as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const TOAST_DURATION_MS = 4000;
