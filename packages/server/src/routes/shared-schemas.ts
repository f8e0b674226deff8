/** JSON schemas shared by several routes (validation and the OpenAPI document). */

/** The SDK's common query parameters: projectId, st = sdk type, sv = sdk version, clientId. */
export const sdkQueryProperties = {
  projectId: { type: 'string', maxLength: 128, description: 'The project id' },
  st: { type: 'string', maxLength: 64, description: 'SDK type' },
  sv: { type: 'string', maxLength: 64, description: 'SDK version' },
  clientId: { type: 'string', maxLength: 256, description: 'Client id' },
} as const;

export const projectQuerySchema = {
  type: 'object',
  properties: sdkQueryProperties,
} as const;

export interface SdkQuery {
  projectId?: string;
  st?: string;
  sv?: string;
  clientId?: string;
}
