import { toast } from 'sonner';

/** Copies a bank detail and says so: "{label} copied to clipboard" (as the product's screens specify). */
export async function copyToClipboard(label: string, value: string): Promise<void> {
  try {
    // navigator.clipboard is missing outside secure contexts, so a failure is expected, not a bug.
    await navigator.clipboard.writeText(value);
    toast.success(`${label} copied to clipboard`);
  } catch (error) {
    console.warn(`Copying ${label} failed`, error);
    toast.error(`Could not copy the ${label.toLowerCase()}. Please select it and copy it by hand.`);
  }
}
