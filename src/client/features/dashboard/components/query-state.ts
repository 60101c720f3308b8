/**
 * The part of a TanStack Query result a card needs, so a card can be rendered
 * in a test from plain data while the page passes the query result itself.
 */
export type QueryState<T> = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T };
