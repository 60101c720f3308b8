/** Served for hosts that name no active company: nobody else's site, no app shell. */
export function companyNotFoundPage(): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Company not found</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f7f4;color:#1c2421}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{line-height:1.6;color:#3d4a45}
@media (prefers-color-scheme:dark){body{background:#121715;color:#eef2ef}p{color:#c2ccc7}}
</style>
</head>
<body>
<main>
<h1>Company not found</h1>
<p>There is no garden-building company at this address. Please check the link you were given, or contact the company you are working with.</p>
</main>
</body>
</html>`;
}
