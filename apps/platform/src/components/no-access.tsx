/** What a signed-in user sees on a page their role does not open. */
export function NoAccess() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 py-24 text-center">
      <h1 className="text-xl font-semibold">You don&apos;t have access to this page.</h1>
      <p className="text-muted-foreground">
        Ask an administrator of your organization if you think you should.
      </p>
    </div>
  );
}
