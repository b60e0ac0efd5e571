import type { OutboxEmail } from '../../functions/messages/outbox-entity.js';

/** The local outbox as a page: every e-mail the shop "sent", newest first. Local stack only. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderOutboxPage(emails: OutboxEmail[]): string {
  const rows = emails
    .map(
      (e) => `<article>
  <h2>${escape(e.subject)}</h2>
  <dl><dt>To</dt><dd>${escape(e.to)}</dd><dt>Sent</dt><dd><time datetime="${e.sentAt}">${escape(e.sentAt.replace('T', ' ').slice(0, 19))}</time></dd><dt>Kind</dt><dd>${escape(e.kind)}</dd>${e.replyTo ? `<dt>Reply-To</dt><dd>${escape(e.replyTo)}</dd>` : ''}${Object.entries(e.headers ?? {})
    .map(([name, value]) => `<dt>${escape(name)}</dt><dd>${escape(value)}</dd>`)
    .join('')}</dl>
  <pre>${escape(e.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #111; color: #eee; margin: 0 auto; max-width: 60rem; padding: 1.5rem; }
  article { border: 1px solid #444; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; background: #1b1b1b; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: 0 0 .75rem; color: #ccc; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #000; padding: .75rem; border-radius: 6px; margin: 0; }
  a { color: #ffb35c; }
</style></head>
<body><main>
<h1>Local outbox</h1>
<p>Every e-mail the shop would send, newest first (${emails.length}). <a href="/dev/outbox.json">JSON</a> · <a href="/">Back to the shop</a></p>
${rows || '<p>No e-mails yet.</p>'}
</main></body></html>`;
}
