// Part of `npm run bench`: a 20 MB upload and download through a running server on the local storage driver.
import { readFileSync } from 'node:fs';

const FILE_MB = 20;
/** Streaming means the server never holds the file: its resident memory may grow by less than this. */
export const UPLOAD_RSS_BUDGET_MB = 30;

export interface FileBenchResult {
  fileMB: number;
  uploadMBps: number;
  downloadMBps: number;
  /** Growth during the second 20 MB upload. */
  rssGrowthMB: number;
  /**
   * Growth during the server's very first upload, held to the same budget: the first is where
   * garbage shows, as later uploads reuse pages the process already holds.
   */
  firstUploadRssGrowthMB: number;
  rssBudgetMB: number;
}

type Target = { base: string; cookie: string; projectId: string; serverPid: number };

export async function benchFiles(target: Target): Promise<FileBenchResult> {
  const first = await upload(target);
  const measured = await upload(target);

  const downloadStart = performance.now();
  const download = await fetch(`${target.base}${measured.fileUrl}`, { headers: { cookie: target.cookie } });
  const received = (await download.arrayBuffer()).byteLength;
  const downloadSeconds = (performance.now() - downloadStart) / 1000;
  if (received !== FILE_MB * 1024 * 1024) throw new Error(`bench download returned ${received} bytes, not ${FILE_MB} MB`);

  const result = {
    fileMB: FILE_MB,
    uploadMBps: Math.round((FILE_MB / measured.seconds) * 10) / 10,
    downloadMBps: Math.round((FILE_MB / downloadSeconds) * 10) / 10,
    rssGrowthMB: measured.rssGrowthMB,
    firstUploadRssGrowthMB: first.rssGrowthMB,
    rssBudgetMB: UPLOAD_RSS_BUDGET_MB,
  };
  for (const [which, growth] of [
    ['first', first.rssGrowthMB],
    ['second', measured.rssGrowthMB],
  ] as const) {
    if (growth >= UPLOAD_RSS_BUDGET_MB) throw new Error(`the ${which} ${FILE_MB} MB upload grew the server by ${growth} MB (budget ${UPLOAD_RSS_BUDGET_MB} MB): is it buffering?`);
  }
  return result;
}

/** One upload, sampling the server's resident memory every 10 ms while it runs. */
async function upload(target: Target): Promise<{ fileUrl: string; seconds: number; rssGrowthMB: number }> {
  const bytes = new Uint8Array(FILE_MB * 1024 * 1024);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  const form = new FormData();
  form.append('file', new File([bytes], 'bench.pdf', { type: 'application/pdf' }));

  const baseline = rssKB(target.serverPid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKB(target.serverPid))), 10);
  const start = performance.now();
  const res = await fetch(`${target.base}/api/projects/${target.projectId}/documents`, {
    method: 'POST',
    headers: { cookie: target.cookie, origin: target.base },
    body: form,
  });
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKB(target.serverPid));
  if (res.status !== 201) throw new Error(`bench upload failed: ${res.status} ${await res.text()}`);
  const { fileUrl } = (await res.json()) as { fileUrl: string };
  return { fileUrl, seconds, rssGrowthMB: Math.round((peak - baseline) / 1024) };
}

function rssKB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
