/** The demo project's OpenAPI document as a build would ship it: minified, about 18 kB on one line. */

const RESOURCES = ['users', 'shipments', 'parcels', 'depots', 'drivers', 'routes', 'invoices', 'customers', 'warehouses'] as const;

function operations(resource: string): Record<string, unknown> {
  const schema = { $ref: `#/components/schemas/${resource}` };
  const ok = (description: string, body: unknown) => ({ description, content: { 'application/json': { schema: body } } });
  return {
    [`/api/${resource}`]: {
      get: {
        operationId: `list_${resource}`,
        summary: `List ${resource}, newest first`,
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
          { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
          { name: 'updatedSince', in: 'query', schema: { type: 'string', format: 'date-time' } },
        ],
        responses: { '200': ok(`A page of ${resource}`, { type: 'array', items: schema }), '400': { $ref: '#/components/responses/badRequest' } },
      },
      post: {
        operationId: `create_${resource}`,
        summary: `Create one of ${resource}`,
        requestBody: { required: true, content: { 'application/json': { schema } } },
        responses: { '201': ok('Created', schema), '409': { $ref: '#/components/responses/conflict' } },
      },
    },
    [`/api/${resource}/{id}`]: {
      get: {
        operationId: `get_${resource}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z0-9_-]{6,40}$' } }],
        responses: { '200': ok('Found', schema), '404': { $ref: '#/components/responses/notFound' } },
      },
      delete: {
        operationId: `delete_${resource}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'Deleted' }, '404': { $ref: '#/components/responses/notFound' } },
      },
    },
  };
}

function schemaOf(resource: string): Record<string, unknown> {
  return {
    type: 'object',
    required: ['id', 'createdAt'],
    properties: {
      id: { type: 'string', readOnly: true },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
      label: { type: 'string', maxLength: 120, description: `Human-readable label of the ${resource.slice(0, -1)}` },
      status: { type: 'string', enum: ['active', 'archived', 'pending_review'] },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 16 },
    },
  };
}

export const MINIFIED_API_SPEC_TEXT = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'harbor-api', version: '2.7.1', description: 'Shipment tracking for dispatchers: parcels from the warehouse to the door.' },
  servers: [{ url: 'http://localhost:8080' }],
  paths: Object.assign({}, ...RESOURCES.map(operations)),
  components: {
    schemas: Object.fromEntries(RESOURCES.map((resource) => [resource, schemaOf(resource)])),
    responses: {
      badRequest: { description: 'The query or body is invalid; the body says which field.' },
      notFound: { description: 'No such id.' },
      conflict: { description: 'An item with this label exists.' },
    },
  },
});
