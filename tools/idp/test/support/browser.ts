/**
 * Just enough of a browser to walk the identity provider's pages over real HTTP: it keeps cookies (by
 * name: every cookie the provider sets has a name of its own), follows redirects that stay on the identity
 * provider and stops at the first one that leaves it (the client's redirect URI), and submits forms.
 */

export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect followed. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(new URL(url, this.origin), { ...init, headers, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  /**
   * Requests `url` and follows redirects while they stay on the identity provider. Ends on a page (2xx/4xx)
   * or on a redirect elsewhere, whose target is `leftTo`.
   */
  async visit(url: string, init: RequestInit = {}): Promise<{ response: Response; leftTo?: URL }> {
    let response = await this.request(url, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) return { response };
      const target = new URL(location, response.url || url);
      if (target.origin !== this.origin) return { response, leftTo: target };
      await response.arrayBuffer();
      response = await this.request(target.href);
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  /** Submits a form the way a button would: POST urlencoded `fields` to `action`. */
  submit(action: string, fields: Record<string, string> = {}) {
    return this.visit(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** The action of the form (or button formaction) whose URL ends with `/<suffix>`. */
export function formAction(html: string, suffix: string): string {
  const pattern = new RegExp(`(?:action|formaction)="([^"]*/${suffix})"`);
  const found = pattern.exec(html)?.[1];
  if (found === undefined) throw new Error(`No form posting to …/${suffix} in the page`);
  return found.replaceAll('&amp;', '&');
}

/** The hidden inputs of an auto-submitting form_post page, and where it posts them. */
export function readFormPost(html: string): { action: string; fields: Record<string, string> } {
  const decode = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('No form_post form in the page');
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g,
  )) {
    fields[decode(name)] = decode(value);
  }
  return { action: decode(action), fields };
}
