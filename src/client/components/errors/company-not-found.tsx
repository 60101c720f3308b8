/** The host names no company: show nothing of anyone's site. */
export function CompanyNotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground">
      <div className="max-w-lg text-center">
        <h1 className="font-display text-3xl font-semibold tracking-tight">Company not found</h1>
        <p className="mt-3 leading-relaxed text-muted">
          There is no garden-building company at this address. Please check the link you were given, or contact the
          company you are working with.
        </p>
      </div>
    </main>
  );
}
