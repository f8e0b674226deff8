/** Styles of the WalletConnect wallet page; light and dark follow the system, both at WCAG AA contrast. */
export const wcPageStyles = `
:root {
  --bg: #f6f7f9; --panel: #ffffff; --fg: #15171c; --muted: #555b66; --line: #e2e5ea; --soft: #f1f3f6;
  --accent: #2f4fe0; --accent-fg: #ffffff; --danger: #b42318; --warn-bg: #fff4e5; --warn-fg: #8a4b00;
  --ok: #067647;
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f1115; --panel: #17191e; --fg: #f1f3f6; --muted: #a9b0bc; --line: #2c3038; --soft: #21242b;
    --accent: #6f87ff; --accent-fg: #0b0d12; --danger: #ff8a80; --warn-bg: #3a2a12; --warn-fg: #ffcf8a;
    --ok: #75e0a7;
    color-scheme: dark;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0; background: var(--bg); color: var(--fg);
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
main { max-width: 760px; margin: 0 auto; padding: 20px 16px 40px; display: grid; gap: 16px; }
header.top { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
header.top h1 { font-size: 18px; margin: 0; flex: 1 1 auto; }
.badge { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: var(--warn-bg); color: var(--warn-fg); }
.status { font-size: 12px; color: var(--muted); width: 100%; overflow-wrap: anywhere; }
.status[data-state="connected"] .dot { background: var(--ok); }
.dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: var(--muted); margin-right: 6px; }
section.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px; display: grid; gap: 12px; }
section.panel > h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0; }
form.pair { display: flex; gap: 8px; flex-wrap: wrap; align-items: end; }
form.pair label { flex: 1 1 260px; display: grid; gap: 4px; }
label > span, .field > span { font-size: 12px; color: var(--muted); }
input, select {
  font: inherit; color: var(--fg); background: var(--soft); border: 1px solid var(--line); border-radius: 8px;
  padding: 8px 10px; min-width: 0; width: 100%;
}
input:focus-visible, select:focus-visible, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.wallet-row { display: grid; grid-template-columns: minmax(240px, 1fr) minmax(0, 2fr); gap: 12px; }
@media (max-width: 560px) { .wallet-row { grid-template-columns: 1fr; } }
.field { display: grid; gap: 4px; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
.address { padding: 8px 10px; background: var(--soft); border: 1px solid var(--line); border-radius: 8px; overflow-wrap: anywhere; }
button {
  font: inherit; font-weight: 600; border-radius: 8px; padding: 8px 14px; cursor: pointer;
  border: 1px solid var(--line); background: var(--panel); color: var(--fg);
}
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-fg); }
button.danger { color: var(--danger); }
button:disabled { opacity: .55; cursor: default; }
ul.items { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.item { border: 1px solid var(--line); border-radius: 10px; padding: 12px; display: grid; gap: 8px; background: var(--panel); }
.item h3 { margin: 0; font-size: 15px; }
.item p { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
.item .error { color: var(--danger); }
dl { margin: 0; display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 12px; }
dt { color: var(--muted); font-size: 12px; padding-top: 1px; }
dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
dd.mono { max-height: 180px; overflow: auto; }
.actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
.empty { color: var(--muted); margin: 0; }
.alert { margin: 0; padding: 8px 10px; border-radius: 8px; background: var(--warn-bg); color: var(--warn-fg); overflow-wrap: anywhere; }
.alert:empty { display: none; }
footer { display: flex; justify-content: space-between; align-items: center; gap: 12px; flex-wrap: wrap; color: var(--muted); font-size: 12px; }
`;
