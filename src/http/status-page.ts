/**
 * GET /status — one server-rendered page an operator can keep open: a row per operation with
 * its health (the spec's four states), its success rate and latency over the last hour as
 * small inline SVG charts, and, when a key is entered, that key's remaining credits (read by
 * the page from /api/v1/account with the key in a header, never put in a URL). No build step.
 */
import type { FastifyInstance } from 'fastify';
import type { MinuteStats } from '../core/health.ts';
import type { Deps } from '../deps.ts';
import type { AnyOperation } from '../operations/define.ts';
import { API_PREFIX } from './operation-routes.ts';

const COLORS: Record<string, string> = { Healthy: '#1a7f37', 'Available Limited': '#9a6700', 'Mostly unavailable': '#cf222e', 'No data': '#6e7781' };

export function registerStatusPage(app: FastifyInstance, deps: Deps, operations: readonly AnyOperation[]): void {
  app.get('/status', { schema: { hide: true } }, async (_req, reply) => {
    const rows = operations.map((op) => {
      const report = deps.health.report(op.id);
      const series = deps.health.series(op.id, 60);
      const rate = report.success_rate === null ? '—' : `${(report.success_rate * 100).toFixed(1)} %`;
      const color = COLORS[report.status] ?? '#6e7781';
      return `<tr data-operation="${esc(op.id)}">
  <td><code>${esc(op.id)}</code><div class="path">${API_PREFIX}/${esc(op.path)}</div></td>
  <td class="state"><span class="dot" style="background:${color}"></span><span class="label">${esc(report.status)}</span>${report.reason ? `<div class="path">${esc(report.reason)}</div>` : ''}</td>
  <td class="num">${rate}<div class="path">${report.samples} call(s)</div></td>
  <td>${sparkline(series.map((m) => (m.ok + m.failed ? m.ok / (m.ok + m.failed) : null)), 1, color, 'success rate per minute, last hour')}</td>
  <td>${sparkline(series.map((m) => m.latency_ms), maxOf(series), '#0969da', 'mean latency per minute (ms), last hour')}<div class="path">${lastLatency(series)}</div></td>
</tr>`;
    });
    reply.type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>gleaner status</title>
<style>
 body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1f2328}
 table{border-collapse:collapse;width:100%;max-width:1100px} th,td{padding:6px 10px;border-bottom:1px solid #d0d7de;text-align:left;vertical-align:middle}
 th{font-weight:600;background:#f6f8fa} .path{color:#6e7781;font-size:12px} .num{text-align:right;white-space:nowrap}
 .dot{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px} svg{display:block}
 form{margin:12px 0} #credits{margin-left:10px;font-weight:600}
</style></head><body>
<h1>gleaner status</h1>
<p>Health over the last ${Math.round(deps.config.healthWindowSeconds / 60)} minutes (Healthy ≥ 95 % of upstream calls succeeded, Available Limited ≥ 50 %, Mostly unavailable below, No data without calls); charts show the last hour, one point a minute. Generated ${new Date().toISOString()}.</p>
<form id="key-form"><label>API key <input id="key" type="password" autocomplete="off" size="40"></label> <button type="submit">Show credits</button><span id="credits"></span></form>
<table><thead><tr><th>operation</th><th>health</th><th>success</th><th>success rate, last hour</th><th>latency, last hour</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
<script>
document.getElementById('key-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const out = document.getElementById('credits');
  const res = await fetch('${API_PREFIX}/account', { headers: { 'x-api-key': document.getElementById('key').value } });
  const body = await res.json();
  out.textContent = res.ok ? body.data.credits.balance + ' credits remaining' : body.message;
});
</script>
</body></html>`;
  });
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function maxOf(series: MinuteStats[]): number {
  return Math.max(1, ...series.map((m) => m.latency_ms ?? 0));
}

function lastLatency(series: MinuteStats[]): string {
  const last = [...series].reverse().find((m) => m.latency_ms !== null);
  return last ? `${last.latency_ms} ms (latest minute with calls)` : 'no calls';
}

/** A 120×28 line chart of the values (null: no calls that minute, a gap). */
function sparkline(values: (number | null)[], max: number, color: string, label: string): string {
  const w = 120;
  const h = 28;
  const step = w / Math.max(1, values.length - 1);
  const points = values.map((v, i) => (v === null ? null : `${(i * step).toFixed(1)},${(h - 2 - (v / max) * (h - 4)).toFixed(1)}`));
  const segments: string[][] = [[]];
  for (const p of points) {
    if (p === null) {
      if (segments.at(-1)!.length) segments.push([]);
    } else segments.at(-1)!.push(p);
  }
  const paths = segments.filter((s) => s.length).map((s) => (s.length === 1 ? `<circle cx="${s[0]!.split(',')[0]}" cy="${s[0]!.split(',')[1]}" r="2.5" fill="${color}"/>` : `<polyline fill="none" stroke="${color}" stroke-width="1.5" points="${s.join(' ')}"/>`));
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}"><title>${esc(label)}</title><rect width="${w}" height="${h}" fill="#f6f8fa"/>${paths.join('')}</svg>`;
}
