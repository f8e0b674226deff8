/**
 * Panel styles, scoped by the shadow root so neither the page nor the panel can restyle the other.
 * Light and dark follow the system; both keep text contrast at or above WCAG AA.
 */
export const panelStyles = `
:host {
  all: initial;
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 2147483647;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 13px;
  line-height: 1.4;
  --bg: #ffffff;
  --fg: #15171c;
  --muted: #555b66;
  --line: #e2e5ea;
  --soft: #f4f6f9;
  --accent: #2f4fe0;
  --accent-fg: #ffffff;
  --danger: #b42318;
  --warn-bg: #fff4e5;
  --warn-fg: #8a4b00;
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :host {
    --bg: #17191e;
    --fg: #f1f3f6;
    --muted: #a9b0bc;
    --line: #2c3038;
    --soft: #21242b;
    --accent: #6f87ff;
    --accent-fg: #0b0d12;
    --danger: #ff8a80;
    --warn-bg: #3a2a12;
    --warn-fg: #ffcf8a;
    color-scheme: dark;
  }
}
* { box-sizing: border-box; }
.card {
  width: 340px;
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: var(--bg);
  color: var(--fg);
  border: 1px solid var(--line);
  border-radius: 12px;
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.18), 0 2px 6px rgba(16, 24, 40, 0.08);
}
header {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 12px;
  border-bottom: 1px solid var(--line);
}
header img { width: 22px; height: 22px; border-radius: 6px; }
header .title { font-weight: 600; flex: 1; }
.badge {
  font-size: 11px;
  padding: 2px 6px;
  border-radius: 999px;
  background: var(--warn-bg);
  color: var(--warn-fg);
  font-weight: 600;
}
.card.collapsed header { border-bottom: none; }
.card.collapsed .body { display: none; }
.body { padding: 12px; display: grid; gap: 12px; }
.status { display: grid; gap: 8px; }
.field { display: grid; grid-template-columns: 72px 1fr; align-items: center; gap: 8px; }
.field > span:first-child, .label { color: var(--muted); font-size: 12px; }
select {
  font: inherit;
  color: var(--fg);
  background: var(--soft);
  border: 1px solid var(--line);
  border-radius: 8px;
  padding: 5px 6px;
  width: 100%;
}
button {
  font: inherit;
  font-weight: 600;
  border-radius: 8px;
  padding: 7px 12px;
  cursor: pointer;
  border: 1px solid var(--line);
  background: var(--soft);
  color: var(--fg);
}
button:focus-visible, select:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-fg); }
button.danger { color: var(--danger); }
button.icon { padding: 2px 8px; font-size: 16px; line-height: 1; background: transparent; border-color: transparent; }
.rpc-url { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; overflow-wrap: anywhere; }
.rpc-source { color: var(--muted); font-size: 11px; overflow-wrap: anywhere; }
.rpc-alert {
  display: grid;
  gap: 6px;
  justify-items: start;
  padding: 8px 10px;
  border-radius: 8px;
  background: var(--warn-bg);
  color: var(--warn-fg);
}
.rpc-alert p { margin: 0; overflow-wrap: anywhere; }
.state { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; margin-right: 6px; background: var(--muted); }
.dot.on { background: #12b76a; }
.dot.off { background: var(--danger); }
.request {
  border: 1px solid var(--line);
  border-radius: 10px;
  padding: 12px;
  background: var(--soft);
  display: grid;
  gap: 8px;
}
.request h2 { margin: 0; font-size: 15px; }
.request p { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
dl { margin: 0; display: grid; gap: 6px; }
dl div { display: grid; gap: 2px; }
dt { color: var(--muted); font-size: 12px; }
dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
dd.code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12px;
  max-height: 160px;
  overflow: auto;
  background: var(--bg);
  border: 1px solid var(--line);
  border-radius: 6px;
  padding: 6px;
}
.actions { display: flex; gap: 8px; justify-content: flex-end; }
.queue { color: var(--muted); font-size: 12px; }
[hidden] { display: none !important; }
@media (prefers-reduced-motion: no-preference) {
  .request { animation: appear 120ms ease-out; }
  @keyframes appear { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
}
`;
