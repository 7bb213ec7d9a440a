import type { TestServer } from './server';

/** The part of a JSON Schema that tests read to make a body of the right shape. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
}

export interface Operation {
  method: string;
  path: string;
  /** Names of its query parameters. */
  query: string[];
  /** Its JSON body's schema, when it takes one. */
  body?: JsonSchema;
}

interface DocumentedOperation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the OpenAPI document the server publishes at /api/docs, but the event streams. */
export async function documentedOperations(server: TestServer): Promise<Operation[]> {
  const document = (await server.get('/api/docs/json')).body as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      // An event stream stays open for as long as its client wants: events.test.ts checks who may open one.
      .filter(([, operation]) => !operation.tags?.includes('events'))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}
