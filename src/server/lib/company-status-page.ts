/** Text for an HTML page: a company's name is whatever its admin typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The bare page served instead of the app when a host has no working company: no app shell,
 * no scripts, nobody else's branding. `title` and `message` must already be escaped.
 */
export function companyStatusPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f7f4;color:#1c2421}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem;overflow-wrap:anywhere}
p{line-height:1.6;color:#3d4a45}
@media (prefers-color-scheme:dark){body{background:#121715;color:#eef2ef}p{color:#c2ccc7}}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>
</main>
</body>
</html>`;
}
