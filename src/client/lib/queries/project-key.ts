/**
 * The project query's key. The dashboard owns the query; other features that change
 * the project (design approval moves its stage) invalidate it by this key.
 */
export function projectQueryKey(projectId: string) {
  return ['projects', projectId] as const;
}
