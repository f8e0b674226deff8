/** The checkout page's stylesheet: one calm card, light or dark as the visitor's system prefers. */
export const CHECKOUT_STYLE = `
  :root { color-scheme: light dark; --page: #f4f5f7; --card: #ffffff; --text: #1b1f24; --muted: #5d6673;
    --line: #d9dde3; --field: #ffffff; --accent: #2456d3; --accent-text: #ffffff; --focus: #8fb0ff;
    --error-bg: #fdecec; --error-text: #9b1c1c; --ok-bg: #e8f6ee; --ok-text: #17613a; --badge-bg: #fff4d6; --badge-text: #7a5300; }
  @media (prefers-color-scheme: dark) {
    :root { --page: #0f1115; --card: #181b21; --text: #e8eaee; --muted: #a1a9b5; --line: #2c313a;
      --field: #111318; --accent: #6f95ff; --accent-text: #0b1020; --focus: #3d5fb8;
      --error-bg: #3a1717; --error-text: #ffb4b4; --ok-bg: #12301f; --ok-text: #9fe3ba; --badge-bg: #3a2e0b; --badge-text: #ffd97a; }
  }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: var(--page); color: var(--text);
    font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 440px; margin: 0 auto; padding: 32px 16px 48px; }
  .brand { display: flex; align-items: center; justify-content: space-between; margin: 0 0 16px; }
  .brand strong { font-size: 16px; letter-spacing: 0.01em; }
  .badge { font-size: 12px; font-weight: 600; padding: 2px 10px; border-radius: 999px; background: var(--badge-bg); color: var(--badge-text); }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 24px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .lead { margin: 0 0 20px; color: var(--muted); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0 0 20px; font-size: 14px; }
  dt { color: var(--muted); }
  dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  .mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
  form { display: grid; gap: 14px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  label { display: grid; gap: 4px; font-size: 14px; font-weight: 600; }
  .hint { font-weight: 400; font-size: 13px; color: var(--muted); }
  input { font: inherit; color: var(--text); background: var(--field); border: 1px solid var(--line);
    border-radius: 10px; padding: 10px 12px; width: 100%; }
  input:focus { outline: 3px solid var(--focus); outline-offset: 1px; border-color: var(--accent); }
  button { font: inherit; font-weight: 600; border: 0; border-radius: 12px; padding: 12px 16px;
    background: var(--accent); color: var(--accent-text); cursor: pointer; }
  button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
  .alert { border-radius: 10px; padding: 10px 14px; margin: 0 0 16px; background: var(--error-bg); color: var(--error-text); }
  .done { border-radius: 10px; padding: 10px 14px; margin: 0 0 16px; background: var(--ok-bg); color: var(--ok-text); }
  details { margin-top: 20px; font-size: 14px; color: var(--muted); }
  summary { cursor: pointer; }
  details ul { padding-left: 18px; margin: 8px 0 0; }
  footer { margin-top: 16px; font-size: 12px; color: var(--muted); text-align: center; }
  @media (prefers-reduced-motion: no-preference) { button { transition: filter 120ms; } button:hover { filter: brightness(1.08); } }
`;
