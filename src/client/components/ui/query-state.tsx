import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';

/** The parts of a query result these components read, so a narrowed or combined result fits too. */
export type QueryLike<TData, TError = Error> = Pick<UseQueryResult<TData, TError>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;

type RetryButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'disabled' | 'children'> & {
  query: Pick<QueryLike<unknown, unknown>, 'isFetching' | 'refetch'>;
  /** The button's word at rest: a few public screens say "Try again". */
  label?: string;
};

/** Fetches a failed query again; while it does, it says so and cannot be pressed twice. */
export function RetryButton({ query, label = 'Try Again', variant = 'secondary', size = 'sm', ...props }: RetryButtonProps) {
  return (
    <Button variant={variant} size={size} {...props} onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RotateCw aria-hidden="true" />
      {query.isFetching ? 'Retrying...' : label}
    </Button>
  );
}

interface QueryErrorProps {
  query: Pick<QueryLike<unknown, unknown>, 'isFetching' | 'refetch'>;
  /** What could not be loaded, in the screen's words: "We couldn't load the teams." */
  children: ReactNode;
  /** Replaces the row's padding or layout where the block sits inside a list or a card. */
  className?: string;
}

/** "We couldn't load …" beside a Try Again button, announced as it appears. */
export function QueryError({ query, children, className }: QueryErrorProps) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 text-sm text-muted', className)}>
      <p>{children}</p>
      <RetryButton query={query} />
    </div>
  );
}

interface QueryStateProps<TData, TError> {
  query: QueryLike<TData, TError>;
  /** Shown until the first answer: each screen keeps its own loading line or skeleton. */
  loading: ReactNode;
  /** The failure, in the screen's words; a function gets the error (for the server's message). */
  error: ReactNode | ((error: TError) => ReactNode);
  errorClassName?: string;
  /**
   * An error that trying again will not fix (not found, signed out, not allowed): what to show
   * instead of the Try Again block. Return undefined for the usual block.
   */
  unrecoverable?: (error: TError) => ReactNode;
  /** A polled list keeps what it already shows when a later fetch fails; the error shows only with nothing to show. */
  keepDataOnError?: boolean;
  isEmpty?: (data: TData) => boolean;
  /** Shown instead of the children when `isEmpty` says the answer has nothing in it. */
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/** One query's three states besides its data: loading, failed with Try Again, and empty. */
export function QueryState<TData, TError = Error>({
  query,
  loading,
  error,
  errorClassName,
  unrecoverable,
  keepDataOnError = false,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<TData, TError>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError && !(keepDataOnError && query.data !== undefined)) {
    const failure = query.error as TError;
    const instead = unrecoverable?.(failure);
    if (instead !== undefined) return <>{instead}</>;
    return (
      <QueryError query={query} className={errorClassName}>
        {typeof error === 'function' ? error(failure) : error}
      </QueryError>
    );
  }
  const data = query.data as TData;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
