import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { viewDeclaration } from './declarations.js';

type ViewComponent = ComponentType | LazyExoticComponent<ComponentType>;
type ViewModule = { default: ComponentType };

/**
 * Which component renders each view: the loader its folder declares (declarations.ts). Every view is its
 * own chunk, loaded when the router first shows it; `preloadView` warms one ahead (e.g. on hover of a
 * wallet row). These maps cache code, not instance state, so sharing them between instances is safe.
 * Names are plain strings: the router may hold a planned view without a screen, which has no loader.
 */
const loaderOf = (name: string) => viewDeclaration(name)?.load;

const loaded = new Map<string, ComponentType>();
const lazyComponents = new Map<string, LazyExoticComponent<ComponentType>>();

function load(name: string, loader: () => Promise<ViewModule>): Promise<ViewModule> {
  return loader().then(
    (module) => {
      loaded.set(name, module.default);
      return module;
    },
    (error: unknown) => {
      // A chunk that failed to download must not stay cached, so "Try again" can fetch it afresh.
      lazyComponents.delete(name);
      throw error;
    },
  );
}

/** The view's component: the plain one once its code is here (no Suspense fallback flash), else a lazy one. */
export function viewComponent(name: string): ViewComponent | undefined {
  const ready = loaded.get(name);
  if (ready) return ready;
  const loader = loaderOf(name);
  if (!loader) return undefined;
  let component = lazyComponents.get(name);
  if (!component) {
    component = lazy(() => load(name, loader));
    lazyComponents.set(name, component);
  }
  return component;
}

export function preloadView(name: string): Promise<unknown> {
  const loader = loaderOf(name);
  if (!loader || loaded.has(name)) return Promise.resolve();
  return load(name, loader);
}

export function hasView(name: string): boolean {
  return loaderOf(name) !== undefined;
}
