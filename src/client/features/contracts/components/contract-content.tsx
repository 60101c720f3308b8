import { useId } from 'react';
import { cn } from '@/client/lib/cn';
import { parseContractContent } from '@/shared/contract-content';

interface ContractContentProps {
  title: string;
  content: string;
  className?: string;
}

/**
 * The contract's text in a 400 px scrolling area (the product's business constants). Rendered as React text nodes,
 * never as HTML, so markup in a contract shows as the characters it is. The area takes keyboard
 * focus, so someone without a mouse can scroll it with the arrow keys.
 */
export function ContractContent({ title, content, className }: ContractContentProps) {
  const labelId = useId();
  const blocks = parseContractContent(content);
  return (
    <div
      role="region"
      aria-labelledby={labelId}
      tabIndex={0}
      className={cn(
        'h-[400px] overflow-y-auto rounded-xl border border-border bg-subtle/60 px-4 py-4 text-sm leading-relaxed text-foreground sm:px-5',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--focus-ring)]',
        className,
      )}
    >
      <span id={labelId} className="sr-only">
        Text of {title}
      </span>
      {blocks.length === 0 ? (
        <p className="text-muted">This contract has no text.</p>
      ) : (
        <div className="max-w-prose space-y-3">
          {blocks.map((block, index) =>
            block.kind === 'paragraph' ? (
              <p key={index} className="break-words whitespace-pre-line">
                {block.text}
              </p>
            ) : block.level === 1 ? (
              <h3 key={index} className="pt-2 text-base font-semibold text-foreground first:pt-0">
                {block.text}
              </h3>
            ) : (
              <h4 key={index} className="pt-1 text-sm font-semibold text-foreground first:pt-0">
                {block.text}
              </h4>
            ),
          )}
        </div>
      )}
    </div>
  );
}
