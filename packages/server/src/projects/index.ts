export {
  isOriginAllowed,
  isValidOriginPattern,
  normalizeOriginPattern,
  type OriginPattern,
  originMatches,
  parseOriginPattern,
} from './origin-matcher.js';
export { DEMO_PROJECT, isValidProjectId, PROJECT_ID_PATTERN, type Project } from './project.js';
export {
  type CreateProjectInput,
  createProjectStore,
  PROJECT_MEMO_TTL_MS,
  type ProjectStore,
  ProjectStoreError,
} from './project-store.js';
export {
  originOf,
  PROJECT_ERROR_CODES,
  projectIdOf,
  requireProject,
  resolveProject,
} from './require-project.js';
