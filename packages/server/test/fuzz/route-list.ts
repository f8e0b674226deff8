/**
 * Every route of a built app, read from Fastify's own route tree (printRoutes), so a route added
 * tomorrow is fuzzed without anyone listing it here.
 */
import type { FastifyInstance } from 'fastify';

export interface ListedRoute {
  /** The URL pattern, with ':name' parameters and '*' wildcards. */
  path: string;
  methods: string[];
}

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * The tree prints shared prefixes once ("/e" with "mbedded/v1/otp" under it): each line's segment is
 * appended to its parent's path. "/:address|:account" (two routes naming one parameter differently)
 * keeps the first name.
 */
export function listRoutes(app: FastifyInstance): ListedRoute[] {
  const routes: ListedRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = (match[2] ?? '').replace(/:([A-Za-z0-9_]+)(?:\|:[A-Za-z0-9_]+)+/g, ':$1');
    const path = `${depth === 0 ? '' : (parents[depth - 1] ?? '')}${segment}`;
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3] !== undefined)
      routes.push({ path, methods: match[3].split(',').map((method) => method.trim()) });
  }
  return routes;
}
